import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClass } from '../button'
import { CloseIcon } from '../icons'

/**
 * A product's Quick View: picture, name, price, description, what the caller adds (the size choice),
 * the Add to Cart button with the card's own controls beside it, and the way to the full page. The
 * storefront's and the own label's Quick Views both draw in it.
 */
export function QuickViewFrame({
  title,
  handle,
  picture,
  eyebrow,
  price,
  description,
  addLabel,
  canAdd,
  onAdd,
  actions,
  onOpenChange,
  children,
}: {
  title: string
  /** The product page's handle. */
  handle: string
  picture: ReactNode
  /** A line above the name (the brand). */
  eyebrow?: ReactNode
  price: ReactNode
  description?: string
  addLabel: string
  canAdd: boolean
  /** Adds the chosen product; the dialog closes after. */
  onAdd: () => void
  actions?: ReactNode
  onOpenChange: (open: boolean) => void
  /** Between the description and Add to Cart: the size and colour choice. */
  children: ReactNode
}) {
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-stone-950/80" />
        <Dialog.Content
          // With no description, say so (Radix otherwise points aria-describedby at nothing).
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-3 top-1/2 z-[95] mx-auto max-h-[90vh] max-w-3xl -translate-y-1/2 overflow-y-auto rounded-xl border border-stone-700 bg-stone-900 p-4 shadow-2xl sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
            {picture}
            <div className="flex flex-col gap-3">
              {eyebrow}
              <Dialog.Title className="text-xl font-bold text-stone-50">{title}</Dialog.Title>
              {price}
              {description ? (
                <Dialog.Description className="line-clamp-6 text-sm text-stone-300">
                  {description}
                </Dialog.Description>
              ) : null}
              {children}
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  disabled={!canAdd}
                  onClick={() => {
                    onAdd()
                    onOpenChange(false)
                  }}
                  className={buttonClass({ className: 'flex-1' })}
                >
                  {addLabel}
                </button>
                {actions}
              </div>
              <Link
                to="/product/$handle"
                params={{ handle }}
                className="text-sm font-semibold text-orange-300 underline-offset-4 hover:underline"
              >
                View full details
              </Link>
            </div>
          </div>
          <Dialog.Close
            aria-label="Close quick view"
            data-tip="Close"
            className="absolute top-2 right-2 rounded-full bg-stone-950/80 p-2 text-stone-200 hover:text-orange-400"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
