import * as Dialog from '@radix-ui/react-dialog'
import { Button, type ButtonVariant } from './button'

/**
 * A question with two answers, on Radix's dialog (docs/decisions/0013-radix-ui.md): focus stays
 * inside, and Escape or a tap outside gives the second answer, as the shopper dismissing it means.
 * `busy` holds it open while the first answer is being carried out.
 */
export function QuestionDialog({
  title,
  description,
  accept,
  decline,
  acceptVariant = 'primary',
  busy = false,
  problem,
  onAccept,
  onDecline,
}: {
  title: string
  description: string
  accept: string
  decline: string
  acceptVariant?: ButtonVariant
  busy?: boolean
  /** Why the first answer could not be carried out, shown above the buttons. */
  problem?: string
  onAccept: () => void
  onDecline: () => void
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onDecline()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-black/75" />
        <Dialog.Content className="fixed inset-x-4 top-1/4 z-[100] mx-auto flex max-w-md flex-col gap-4 rounded-2xl border border-stone-700 bg-stone-950 p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-xl font-extrabold text-stone-50">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-stone-300">{description}</Dialog.Description>
          {problem ? (
            <p role="alert" className="text-sm text-red-300">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" disabled={busy} onClick={onDecline}>
              {decline}
            </Button>
            <Button variant={acceptVariant} disabled={busy} onClick={onAccept}>
              {accept}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
