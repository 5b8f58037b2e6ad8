import { useEffect, useState } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { matchesWords, readSavedSummaries } from '../../../lib/storefront/saved-products'
import { savedProductCard } from '../saved-product-card'

/**
 * With no signal, what a search finds in the catalogue saved for offline: the saved products whose
 * title, brand, type or a tag holds every word (as the header's suggestions match them), as cards.
 * Undefined while they are read (or when not `wanted`), null where no catalogue is saved.
 */
export function useSavedSearch(
  words: string | undefined,
  wanted: boolean,
): ProductCardData[] | null | undefined {
  const [found, setFound] = useState<{ words: string; cards: ProductCardData[] | null }>()
  const text = wanted ? words?.trim() : undefined
  useEffect(() => {
    if (!text) return
    let current = true
    void readSavedSummaries().then((summaries) => {
      if (!current) return
      const cards = summaries
        .filter((summary) => matchesWords(summary, text))
        .flatMap((summary) => savedProductCard(summary.product) ?? [])
      setFound({ words: text, cards: summaries.length > 0 ? cards : null })
    })
    return () => {
      current = false
    }
  }, [text])
  return text && found?.words === text ? found.cards : undefined
}
