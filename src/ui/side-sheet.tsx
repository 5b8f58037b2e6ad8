import * as Dialog from '@radix-ui/react-dialog'
import { type ComponentProps, useRef } from 'react'

type SideSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
} & Omit<ComponentProps<typeof Dialog.Content>, 'onOpenAutoFocus' | 'onCloseAutoFocus'>

/**
 * A Radix Dialog sheet from the edge of the screen (the "Offline & app" panel). Its
 * opener is a header button outside Radix (no Dialog.Trigger), so focus goes back to it by hand.
 */
export function SideSheet({ open, onOpenChange, children, ...content }: SideSheetProps) {
  const opener = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/70" />
        <Dialog.Content
          {...content}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
