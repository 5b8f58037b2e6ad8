import { CloseIcon } from './icons'
import { dialogCommand } from './native-dialog'

/** The × in a sheet's corner (the menu, the side cart, the filters): closes its <dialog>, before the app too. */
export function DialogCloseButton({ dialogId, label }: { dialogId: string; label: string }) {
  return (
    <button
      type="button"
      {...dialogCommand('close', dialogId)}
      aria-label={label}
      data-tip="Close"
      className="rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-orange-400"
    >
      <CloseIcon />
    </button>
  )
}
