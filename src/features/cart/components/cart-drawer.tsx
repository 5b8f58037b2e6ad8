import * as Dialog from '@radix-ui/react-dialog'
import { CloseIcon } from '../../../ui/icons'
import { SideSheet } from '../../../ui/side-sheet'
import { CartContents } from './cart-contents'

/**
 * The side cart: a Radix Dialog sheet from the right with 'Loading
 * cart...', 'Your cart is empty' and 'Start Shopping', the lines with quantity steppers that never
 * go below 1 and a remove action, the total, and the way to checkout.
 */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      aria-describedby={undefined}
      className="fixed inset-y-0 right-0 z-[61] flex w-[min(92vw,26rem)] flex-col border-l border-stone-800 bg-stone-950 shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-stone-800 px-4 py-3">
        <Dialog.Title className="text-lg font-extrabold text-stone-50">Your Cart</Dialog.Title>
        <Dialog.Close
          aria-label="Close cart"
          data-tip="Close"
          className="rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-orange-400"
        >
          <CloseIcon />
        </Dialog.Close>
      </div>
      <CartContents inDrawer />
    </SideSheet>
  )
}
