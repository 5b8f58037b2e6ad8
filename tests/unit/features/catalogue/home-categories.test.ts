import { describe, expect, it } from 'vitest'
import { homeCategoryTabs, matchingCards } from '../../../../src/features/catalogue/home-categories'

const cards = homeCategoryTabs.flatMap((tab) => tab.cards)

describe('home category cards', () => {
  it('keeps the three tabs and their categories, each card leading to /shop/{slug}', () => {
    expect(homeCategoryTabs.map((t) => [t.label, t.cards.map((c) => c.slug)])).toEqual([
      ['Gear', ['helmets', 'gloves', 'boots']],
      ['Apparel', ['jackets', 'vests', 'shirts-flannels', 'bottoms']],
      ['Accessories', ['luggage', 'biker-gear']],
    ])
  })

  it('matches trimmed, case-insensitive text on name, description or feature', () => {
    expect(matchingCards(cards, '  HELMETS ').map((c) => c.slug)).toEqual(['helmets'])
    expect(matchingCards(cards, 'oil-resistant').map((c) => c.slug)).toEqual(['boots'])
    expect(matchingCards(cards, 'zzz')).toEqual([])
    expect(matchingCards(cards, '   ')).toEqual(cards)
  })
})
