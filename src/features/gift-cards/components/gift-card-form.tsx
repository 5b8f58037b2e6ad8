import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { site } from '../../../content/site'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useOnlineStatus } from '../../../lib/use-online-status'
import {
  GIFT_CARD_DEFAULT_AMOUNT,
  GIFT_CARD_MAX,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN,
  GIFT_CARD_PRESETS,
  giftCardDesigns,
  giftCardRequestSchema,
} from '../../../shared/home/gift-card'
import { formatPrice } from '../../../shared/money'
import { Button } from '../../../ui/button'
import { toast } from '../../../ui/use-toast'
import { usePurchaseGiftCard } from '../api/purchase-gift-card'
import { GiftCardIssued } from './gift-card-issued'

interface GiftCardFields {
  recipientEmail: string
  recipientName: string
  senderName: string
  buyerEmail: string
  message: string
  preset: number | null
  custom: string
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
    hint: 'For your receipt, which carries the code too.',
  },
]

const emptyFields: GiftCardFields = {
  recipientEmail: '',
  recipientName: '',
  senderName: '',
  buyerEmail: '',
  message: '',
  preset: GIFT_CARD_DEFAULT_AMOUNT,
  custom: '',
  design: 1,
}

/** The chosen preset, else a custom amount in range, else the default of $50. */
function displayedAmount(fields: GiftCardFields): number {
  if (fields.preset !== null) return fields.preset
  const custom = Number(fields.custom)
  return fields.custom !== '' && custom >= GIFT_CARD_MIN && custom <= GIFT_CARD_MAX
    ? custom
    : GIFT_CARD_DEFAULT_AMOUNT
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
 * The gift card form: four designs, six presets ($50 popular) or a custom amount, the four
 * required fields (the buyer's email for the receipt) and an optional message. It is sent to
 * `POST /api/gift-cards`, which checks every rule again, stores the card and mails it and the receipt
 * (docs/decisions/0009-no-fake-waiting.md); the buyer then sees the code in the form's place
 * (docs/decisions/0040-gift-card-and-welcome-codes.md).
 */
export function GiftCardForm() {
  const id = useId()
  const online = useOnlineStatus()
  const [fields, setFields] = useState<GiftCardFields>(emptyFields)
  const [amountError, setAmountError] = useState<string>()
  const purchase = usePurchaseGiftCard()
  const set = (next: Partial<GiftCardFields>) => setFields((current) => ({ ...current, ...next }))
  const amount = displayedAmount(fields)
  const design = giftCardDesigns.find((d) => d.id === fields.design) ?? giftCardDesigns[0]
  const required = requiredFields.map((field) => fields[field.name])
  const requiredEmpty = required.some((value) => value === '')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (required.some((value) => value.trim() === '')) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: 'Please fill in all required fields',
      })
      return
    }
    const parsed = giftCardRequestSchema.safeParse({
      recipientEmail: fields.recipientEmail,
      recipientName: fields.recipientName,
      senderName: fields.senderName,
      buyerEmail: fields.buyerEmail,
      message: fields.message,
      amount: fields.preset ?? (fields.custom === '' ? GIFT_CARD_DEFAULT_AMOUNT : Number(fields.custom)),
      design: fields.design,
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      if (issue?.path[0] === 'amount') setAmountError(issue.message)
      toast({ variant: 'destructive', title: 'Check the gift card', description: issue?.message ?? '' })
      return
    }
    purchase.mutate(parsed.data, {
      onSuccess: () => {
        // "On its way", not "sent": the message is queued for delivery, which can still fail
        // (docs/decisions/0040-gift-card-and-welcome-codes.md).
        toast({
          title: 'Gift Card Purchased!',
          description: "Your gift card is on its way to the recipient's email.",
        })
        setFields(emptyFields)
        setAmountError(undefined)
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Gift card not sent', description: getErrorMessage(error) }),
    })
  }

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
          For the rider who has everything but the next thing. No fees, never expires, delivered by email.
        </p>
        <div
          data-testid="gift-card-preview"
          className={`flex aspect-[1.6] w-full max-w-sm flex-col justify-between rounded-2xl bg-gradient-to-br p-5 text-stone-50 shadow-xl ${designColours[(design?.id ?? 1) - 1]}`}
        >
          <span className="text-sm font-bold tracking-[0.2em] uppercase">{site.name}</span>
          <span className="text-4xl font-extrabold">{formatPrice(amount)}</span>
          <span className="text-sm font-semibold">{design?.name}</span>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <div className="rounded-lg bg-stone-950 p-2">
            <dt className="text-stone-400">Processing fee</dt>
            <dd className="font-semibold text-stone-100">$0.00</dd>
          </div>
          <div className="rounded-lg bg-stone-950 p-2">
            <dt className="text-stone-400">Expires</dt>
            <dd className="font-semibold text-stone-100">Never</dd>
          </div>
          <div className="rounded-lg bg-stone-950 p-2">
            <dt className="text-stone-400">Delivery</dt>
            <dd className="font-semibold text-stone-100">Email</dd>
          </div>
        </dl>
      </div>

      {purchase.data ? (
        <GiftCardIssued card={purchase.data} onBuyAnother={() => purchase.reset()} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Buy a gift card">
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

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold text-stone-100">Amount</legend>
            <div className="grid grid-cols-3 gap-2">
              {GIFT_CARD_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={fields.preset === preset}
                  onClick={() => {
                    set({ preset, custom: '' })
                    setAmountError(undefined)
                  }}
                  className="relative rounded-lg border border-stone-700 py-2 font-semibold text-stone-100 hover:border-orange-400 aria-pressed:border-orange-500 aria-pressed:bg-orange-500 aria-pressed:text-stone-950"
                >
                  ${preset}{' '}
                  {preset === GIFT_CARD_DEFAULT_AMOUNT ? (
                    <span className="absolute -top-2 right-1 rounded bg-amber-400 px-1 text-[10px] font-bold text-stone-950 uppercase">
                      popular
                    </span>
                  ) : null}
                </button>
              ))}
            </div>
            <label htmlFor={`${id}-custom`} className="text-sm text-stone-300">
              Custom amount (${GIFT_CARD_MIN} – ${GIFT_CARD_MAX})
            </label>
            <input
              id={`${id}-custom`}
              type="number"
              inputMode="decimal"
              min={GIFT_CARD_MIN}
              max={GIFT_CARD_MAX}
              step="0.01"
              placeholder="Enter amount"
              value={fields.custom}
              onChange={(event) => {
                set({
                  custom: event.target.value,
                  preset: event.target.value === '' ? GIFT_CARD_DEFAULT_AMOUNT : null,
                })
                setAmountError(undefined)
              }}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${id}-amount-error` : undefined}
              className={inputClass}
            />
            {amountError ? (
              <p id={`${id}-amount-error`} className="text-sm text-red-400">
                {amountError}
              </p>
            ) : null}
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
          <Button type="submit" size="lg" disabled={purchase.isPending || requiredEmpty || !online}>
            {purchase.isPending ? 'Processing...' : `Buy ${formatPrice(amount)} Gift Card`}
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
