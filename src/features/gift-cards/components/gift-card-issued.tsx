import { useId, useState } from 'react'
import { type GiftCard, REDEEM_FIELD_LABEL } from '../../../shared/home/gift-card'
import { formatPrice } from '../../../shared/money'
import { Button } from '../../../ui/button'

// Stable, so it runs once when the panel appears, not on every render.
const focusOnMount = (node: HTMLElement | null) => node?.focus()

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * What the buyer sees once a card is issued, in the form's place: the code (theirs to pass on if the
 * recipient's email goes astray), copied with one tap, and a way to buy another.
 */
export function GiftCardIssued({ card, onBuyAnother }: { card: GiftCard; onBuyAnother: () => void }) {
  const id = useId()
  const [copy, setCopy] = useState<CopyState>('idle')

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(card.code)
      setCopy('copied')
    } catch {
      // No clipboard (an insecure origin, or permission refused): the code stays selectable by hand.
      setCopy('failed')
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3
        id={`${id}-title`}
        ref={focusOnMount}
        tabIndex={-1}
        className="text-xl font-extrabold text-stone-50 focus:outline-none"
      >
        Your gift card code
      </h3>
      <p className="text-stone-300">
        A {formatPrice(card.amount)} gift card for {card.recipientName} ({card.recipientEmail}).
      </p>
      <p
        data-testid="gift-card-code"
        className="rounded-lg border-2 border-dashed border-orange-500 bg-stone-950 px-3 py-4 text-center font-mono text-xl font-bold tracking-wider break-all text-orange-300 select-all sm:text-2xl"
      >
        {card.code}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button size="md" onClick={() => void copyCode()}>
          Copy code
        </Button>
        <Button size="md" variant="secondary" onClick={onBuyAnother}>
          Buy another
        </Button>
      </div>
      {copy === 'failed' ? (
        <p role="alert" className="text-sm text-red-300">
          Couldn't copy the code. Select it above and copy it by hand.
        </p>
      ) : (
        <p role="status" className="text-sm text-emerald-300">
          {copy === 'copied' ? 'Code copied.' : ''}
        </p>
      )}
      <p className="text-sm text-stone-400">
        The gift card is on its way to {card.recipientEmail}, and your receipt, with this code, to{' '}
        {card.buyerEmail}. If their email goes astray, pass the code on yourself: it is spent at checkout in "
        {REDEEM_FIELD_LABEL}".
      </p>
    </section>
  )
}
