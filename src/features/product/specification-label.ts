/**
 * A specification key as a label (slug product page): camel-case words split and capitalised,
 * e.g. `shellMaterial` → "Shell Material", `countryOfOrigin` → "Country Of Origin". Snake and kebab
 * keys read the same way, and runs of capitals stay together (`maxRPM` → "Max RPM").
 */
export function specificationLabel(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
