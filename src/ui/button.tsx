import type { ComponentProps } from 'react'

/**
 * primary: the page's main action. secondary: the other choice beside it (Try again, Cancel).
 * outline: "see more" actions that lead on (View all, Load more). danger: a confirmed removal.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger'

/** sm sits inside cards and compact rows; md is a 44px tap target; lg is a page's call to action. */
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonStyle {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Layout only (width, margins, position); colours and padding come from variant and size. */
  className?: string
}

const base =
  'rounded-md text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400 disabled:cursor-not-allowed'

const variants: Record<ButtonVariant, string> = {
  // stone-950 on orange-500 keeps the text well above the 4.5:1 contrast the accessibility budget asks for.
  primary:
    'bg-orange-500 font-bold text-stone-950 hover:bg-orange-400 disabled:bg-stone-700 disabled:text-stone-300',
  secondary:
    'border border-stone-600 font-semibold text-stone-100 hover:border-orange-400 disabled:opacity-50',
  outline:
    'border border-orange-400 font-semibold text-orange-300 hover:bg-orange-500 hover:text-stone-950 disabled:opacity-50',
  danger: 'bg-red-700 font-semibold text-white hover:bg-red-600 disabled:opacity-50',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3',
}

/** The classes of a button, for a router `Link` or an `<a>` that must look like one. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ')
}

/** A `<button>` in the shop's style; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonStyle & Omit<ComponentProps<'button'>, 'className'>) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}
