import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { site } from '../../../content/site'
import { paysAtStandInCheckout } from '../../../lib/env'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useOnlineStatus } from '../../../lib/use-online-status'
import {
  GIFT_CARD_DEFAULT_AMOUNT,
  GIFT_CARD_MESSAGE_MAX,
  giftCardCheckoutSchema,
  giftCardDesigns,
} from '../../../shared/home/gift-card'
import { amountToCents, formatPrice } from '../../../shared/money'
import { Button } from '../../../ui/button'
import { toast } from '../../../ui/use-toast'
import { type Denomination, useBuyGiftCard, useGiftCardDenominations } from '../api/gift-card-product-query'

interface GiftCardFields {
  recipientEmail: string
  recipientName: string
  senderName: string
  buyerEmail: string
  message: string
  /** The chosen denomination (a variant of the store's gift card); null: the default one. */
  variantId: string | null
  design: number
}

/** The four fields a purchase needs, in the form's order; the button waits until none is empty. */
const requiredFields: {
  name: 'recipientEmail' | 'recipientName' | 'senderName' | 'buyerEmail'
  label: string
  email?: true
  autoComplete: string
  hint?: string
}[] = [
  { name: 'recipientEmail', label: 'Recipient email', email: true, autoComplete: 'off' },
  { name: 'recipientName', label: 'Recipient name', autoComplete: 'off' },
  { name: 'senderName', label: 'Your name', autoComplete: 'name' },
  {
    name: 'buyerEmail',
    label: 'Your email',
    email: true,
    autoComplete: 'email',
    hint: 'For your receipt, which carries the code too, once the card is paid.',
  },
]

const emptyFields: GiftCardFields = {
  recipientEmail: '',
  recipientName: '',
  senderName: '',
  buyerEmail: '',
  message: '',
  variantId: null,
  design: 1,
}

/** The chosen denomination, else the store's $50 one (the popular one), else its cheapest. */
function chosenDenomination(fields: GiftCardFields, denominations: readonly Denomination[]) {
  return (
    denominations.find((d) => d.variantId === fields.variantId) ??
    denominations.find((d) => amountToCents(d.amount) === GIFT_CARD_DEFAULT_AMOUNT * 100) ??
    denominations[0]
  )
}

const inputClass =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500'
const designColours = [
  'from-orange-600 to-red-800',
  'from-stone-500 to-stone-800',
  'from-amber-500 to-amber-800',
  'from-sky-600 to-indigo-900',
]

/**
 * The gift card form: the store's gift card in its denominations ($50 popular), the four required
 * fields and an optional message; with the stand-in checkout, four designs too (a real store mails
 * its own). Buying goes to the store's checkout like any order: the card exists, and is mailed, once
 * it is paid (docs/decisions/0070-checkout-through-the-store.md).
 */
export function GiftCardForm() {
  const id = useId()
  const online = useOnlineStatus()
  const standIn = paysAtStandInCheckout()
  const store = useGiftCardDenominations()
  const [fields, setFields] = useState<GiftCardFields>(emptyFields)
  const buy = useBuyGiftCard()
  const set = (next: Partial<GiftCardFields>) => setFields((current) => ({ ...current, ...next }))
  const chosen = chosenDenomination(fields, store.denominations)
  const design = giftCardDesigns.find((d) => d.id === fields.design) ?? giftCardDesigns[0]
  const required = requiredFields.map((field) => fields[field.name])
  const requiredEmpty = required.some((value) => value === '')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!chosen) return
    if (required.some((value) => value.trim() === '')) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: 'Please fill in all required fields',
      })
      return
    }
    const parsed = giftCardCheckoutSchema.safeParse({
      variantId: chosen.variantId,
      recipientEmail: fields.recipientEmail,
      recipientName: fields.recipientName,
      senderName: fields.senderName,
      buyerEmail: fields.buyerEmail,
      message: fields.message,
      ...(standIn ? { design: fields.design } : {}),
    })
    if (!parsed.success) {
      toast({
        variant: 'destructive',
        title: 'Check the gift card',
        description: parsed.error.issues[0]?.message ?? '',
      })
      return
    }
    buy.mutate(parsed.data, {
      // Paid on the store's checkout (a full navigation); the card is issued once it is.
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Gift card checkout did not start',
          description: getErrorMessage(error),
        }),
    })
  }

  const shown = chosen ? formatPrice(chosen.amount, chosen.currencyCode) : null
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-8 rounded-2xl border border-stone-800 bg-stone-900 p-5 sm:p-8 lg:grid-cols-[1fr_1.2fr]"
    >
      <div className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
          Gift Cards
        </h2>
        <p className="text-stone-300">
          For the rider who has everything but the next thing. Paid at checkout, then delivered by email.
        </p>
        <div
          data-testid="gift-card-preview"
          className={`flex aspect-[1.6] w-full max-w-sm flex-col justify-between rounded-2xl bg-gradient-to-br p-5 text-stone-50 shadow-xl ${designColours[(standIn ? design.id : 1) - 1]}`}
        >
          <span className="text-sm font-bold tracking-[0.2em] uppercase">{site.name}</span>
          <span className="text-4xl font-extrabold">{shown ?? '—'}</span>
          {standIn ? <span className="text-sm font-semibold">{design.name}</span> : <span />}
        </div>
      </div>

      {!store.known ? (
        <div role="status" className="flex flex-col items-start gap-3 text-stone-300">
          {store.fetching ? (
            <p>Loading the store's gift cards…</p>
          ) : (
            <>
              <p>
                {online
                  ? "The store's gift cards couldn't be loaded."
                  : "The store's gift cards are not saved for offline. Buying one needs a connection."}
              </p>
              {online ? (
                <Button variant="secondary" onClick={store.retry}>
                  Try again
                </Button>
              ) : null}
            </>
          )}
        </div>
      ) : store.denominations.length === 0 ? (
        <p role="status" className="text-stone-300">
          The store sells no gift cards at the moment.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Buy a gift card">
          {standIn ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold text-stone-100">Design</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {giftCardDesigns.map((d) => (
                  <label
                    key={d.id}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-700 p-2 text-sm text-stone-200 has-checked:border-orange-500 has-checked:text-orange-300 has-focus-visible:outline-2 has-focus-visible:outline-orange-400"
                  >
                    <input
                      type="radio"
                      name={`${id}-design`}
                      value={d.id}
                      checked={fields.design === d.id}
                      onChange={() => set({ design: d.id })}
                      className="sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={`h-6 w-9 shrink-0 rounded bg-gradient-to-br ${designColours[d.id - 1]}`}
                    />
                    {d.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold text-stone-100">Amount</legend>
            <div className="grid grid-cols-3 gap-2">
              {store.denominations.map((denomination) => (
                <button
                  key={denomination.variantId}
                  type="button"
                  aria-pressed={chosen?.variantId === denomination.variantId}
                  onClick={() => set({ variantId: denomination.variantId })}
                  className="relative rounded-lg border border-stone-700 py-2 font-semibold text-stone-100 hover:border-orange-400 aria-pressed:border-orange-500 aria-pressed:bg-orange-500 aria-pressed:text-stone-950"
                >
                  {formatPrice(denomination.amount, denomination.currencyCode)}{' '}
                  {amountToCents(denomination.amount) === GIFT_CARD_DEFAULT_AMOUNT * 100 ? (
                    <span className="absolute -top-2 right-1 rounded bg-amber-400 px-1 text-[10px] font-bold text-stone-950 uppercase">
                      popular
                    </span>
                  ) : null}
                </button>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            {requiredFields.map((field) => (
              <TextField key={field.name} id={`${id}-${field.name}`} label={field.label} required>
                <input
                  id={`${id}-${field.name}`}
                  aria-required="true"
                  aria-describedby={field.hint ? `${id}-${field.name}-hint` : undefined}
                  {...(field.email ? { type: 'email', inputMode: 'email' } : {})}
                  autoComplete={field.autoComplete}
                  value={fields[field.name]}
                  onChange={(event) => set({ [field.name]: event.target.value })}
                  className={inputClass}
                />
                {field.hint ? (
                  <p id={`${id}-${field.name}-hint`} className="text-xs text-stone-400">
                    {field.hint}
                  </p>
                ) : null}
              </TextField>
            ))}
          </div>
          <TextField id={`${id}-message`} label="Personal message (optional)">
            <textarea
              id={`${id}-message`}
              rows={3}
              maxLength={GIFT_CARD_MESSAGE_MAX}
              value={fields.message}
              onChange={(event) => set({ message: event.target.value })}
              className={inputClass}
            />
          </TextField>

          {online ? null : (
            <p role="status" className="text-sm text-amber-300">
              You're offline. Buying a gift card needs a connection.
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            disabled={buy.isPending || buy.isSuccess || requiredEmpty || !online}
          >
            {buy.isPending || buy.isSuccess ? 'Going to payment…' : `Buy ${shown} Gift Card`}
          </Button>
        </form>
      )}
    </section>
  )
}

function TextField({
  id,
  label,
  required = false,
  children,
}: {
  id: string
  label: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-200">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-orange-400">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  )
}
