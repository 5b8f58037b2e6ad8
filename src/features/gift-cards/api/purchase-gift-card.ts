import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import type { GiftCard, GiftCardRequest } from '../../../shared/home/gift-card'

async function purchaseGiftCard(request: GiftCardRequest): Promise<GiftCard> {
  const response = await apiRequest('POST', '/api/gift-cards', request)
  return (await response.json()) as GiftCard
}

/** `POST /api/gift-cards`: the processing state lasts exactly as long as the request (no fake delay). */
export function usePurchaseGiftCard() {
  return useMutation({ mutationFn: purchaseGiftCard })
}
