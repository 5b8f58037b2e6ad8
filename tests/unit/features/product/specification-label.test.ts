import { describe, expect, it } from 'vitest'
import { specificationLabel } from '../../../../src/features/product/specification-label'

describe('specificationLabel', () => {
  it.each([
    ['shellMaterial', 'Shell Material'],
    ['countryOfOrigin', 'Country Of Origin'],
    ['weight', 'Weight'],
    ['pocketCount', 'Pocket Count'],
    ['maxRPM', 'Max RPM'],
    ['ABSRating', 'ABS Rating'],
    ['care_instructions', 'Care Instructions'],
    ['heel-height', 'Heel Height'],
    ['', ''],
  ])('%s → %s', (key, label) => {
    expect(specificationLabel(key)).toBe(label)
  })
})
