import { useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useId, useState } from 'react'
import * as z from 'zod/mini'
import { ApiError } from '../../../lib/api/api-error'
import { handleSignedOut } from '../../../lib/session'
import {
  type CheckedCode,
  checkCodeRequestSchema,
  type DiscountCode,
  type GiftCardCode,
} from '../../../shared/account/checkout-codes'
import { SHOP_CURRENCY } from '../../../shared/money'
import { Button } from '../../../ui/button'
import { useCheckCode } from '../api/check-code'
import { inputClass } from './input-class'

/** The codes applied to this checkout, as the server last answered them: one of each kind at most. */
export interface AppliedCodes {
  giftCard?: GiftCardCode
  discount?: DiscountCode
}

const NOT_CHECKED = "We couldn't check that code. Check your connection and try again."

/** What the server said about a code, or why it could not be asked. */
function refusalOf(error: unknown): string {
  return error instanceof ApiError ? error.message : NOT_CHECKED
}

/** Why `checked` cannot join `applied`, or null when it can. */
function conflictOf(checked: CheckedCode, applied: AppliedCodes, currency: string): string | null {
  const same = checked.kind === 'gift_card' ? applied.giftCard : applied.discount
  if (same?.code === checked.code) return 'That code is already applied.'
  if (same) {
    return checked.kind === 'gift_card'
      ? 'This order already has a gift card. Remove it to use another.'
      : 'This order already has a discount code. Remove it to use another.'
  }
  // Gift cards hold dollars (docs/decisions/0003-one-currency-per-order.md); the server refuses too.
  if (checked.kind === 'gift_card' && currency !== SHOP_CURRENCY) {
    return `Gift cards pay for orders in ${SHOP_CURRENCY}; this order is in ${currency}.`
  }
  return null
}

/**
 * The gift card and discount code of a checkout (docs/decisions/0038-codes-at-checkout.md): each is
 * checked by the server when applied, and checked again after the server refuses an order, so a
 * balance another order spent (or a code used meanwhile) shows as it now is.
 */
export function useAppliedCodes(currency: string) {
  const queryClient = useQueryClient()
  const check = useCheckCode()
  const [applied, setApplied] = useState<AppliedCodes>({})
  const [problem, setProblem] = useState<string>()

  /** Applies `typed`; true when it was, false (with `problem` set) when not. */
  async function apply(typed: string): Promise<boolean> {
    setProblem(undefined)
    const parsed = z.safeParse(checkCodeRequestSchema, { code: typed })
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message)
      return false
    }
    let checked: CheckedCode
    try {
      checked = await check.mutateAsync(parsed.data.code)
    } catch (error) {
      if (!handleSignedOut(queryClient, error)) setProblem(refusalOf(error))
      return false
    }
    const conflict = conflictOf(checked, applied, currency)
    if (conflict) {
      setProblem(conflict)
      return false
    }
    setApplied((codes) =>
      checked.kind === 'gift_card' ? { ...codes, giftCard: checked } : { ...codes, discount: checked },
    )
    return true
  }

  function remove(kind: keyof AppliedCodes) {
    setProblem(undefined)
    setApplied(({ [kind]: _removed, ...rest }) => rest)
  }

  /** Asks again about every applied code: a changed balance is taken in, a code no longer usable is removed. */
  async function recheck() {
    for (const kind of ['discount', 'giftCard'] as const) {
      const code = applied[kind]?.code
      if (!code) continue
      try {
        const checked = await check.mutateAsync(code)
        setApplied((codes) => ({ ...codes, [kind]: checked }))
      } catch (error) {
        if (handleSignedOut(queryClient, error)) return
        setApplied(({ [kind]: _removed, ...rest }) => rest)
        setProblem(refusalOf(error))
      }
    }
  }

  const codes = [applied.discount?.code, applied.giftCard?.code].filter((code) => code !== undefined)
  return { applied, codes, problem, pending: check.isPending, apply, remove, recheck }
}

/**
 * "Gift card or discount code" with Apply. The typed code stays when it is refused, with the reason
 * under it; Enter applies it rather than placing the order.
 */
export function CodeField({
  online,
  pending,
  problem,
  onApply,
}: {
  online: boolean
  pending: boolean
  problem?: string
  onApply: (code: string) => Promise<boolean>
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const submit = async () => {
    if (await onApply(typed)) setTyped('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (online && !pending) void submit()
  }
  const described = [problem ? `${id}-problem` : '', online ? '' : `${id}-offline`].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-code`} className="text-sm font-semibold text-stone-200">
        Gift card or discount code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          className={`${inputClass} min-w-0 flex-1 uppercase placeholder:normal-case`}
          placeholder="e.g. ORMS-7K3F-Q9TD-2LXW"
        />
        <Button variant="secondary" disabled={!online || pending} onClick={() => void submit()}>
          {pending ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      {online ? null : (
        <p id={`${id}-offline`} role="status" className="text-sm text-amber-300">
          You're offline. Applying a code needs a connection.
        </p>
      )}
    </div>
  )
}

/** An applied code's line in the totals: its name, what it takes off, and Remove. */
export function AppliedCodeLine({
  label,
  amount,
  removeLabel,
  onRemove,
}: {
  label: string
  /** Already formatted, e.g. "$16.50". */
  amount: string
  removeLabel: string
  onRemove: () => void
}) {
  return (
    <>
      <dt className="self-center">{label}</dt>
      <dd className="flex items-center justify-end gap-2 text-right">
        <span>−{amount}</span>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          aria-label={removeLabel}
          onClick={onRemove}
        >
          Remove
        </Button>
      </dd>
    </>
  )
}
