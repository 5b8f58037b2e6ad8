import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { type GiftCardRequest, giftCardSchema } from '../../../shared/home/gift-card'

function purchaseGiftCard(request: GiftCardRequest) {
  return apiRequest('POST', '/api/gift-cards', giftCardSchema, { body: request })
}

/** `POST /api/gift-cards`: the processing state lasts exactly as long as the request (no fake delay). */
export function usePurchaseGiftCard() {
  return useMutation({ mutationFn: purchaseGiftCard })
}
