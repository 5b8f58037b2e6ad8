import { type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { DialogCloseButton } from '../../../ui/dialog-close-button'
import { dialogKeys } from '../../../ui/dialog-keys'
import { CartContents } from './cart-contents'

/** Following a link in the side cart closes it: the page it leads to is the answer (not one opened in another tab). */
function closeOnLink(event: MouseEvent<HTMLDialogElement>) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  if (event.target instanceof Element && event.target.closest('a[href]')) event.currentTarget.close()
}

/**
 * Whether the <dialog> is open, however it was opened (its button's command, the app, before the
 * app): its `open` attribute, watched, as every browser sets it (not all send a toggle event).
 */
function useDialogOpen(dialog: RefObject<HTMLDialogElement | null>) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const update = () => setOpen(element.open)
    update()
    const watcher = new MutationObserver(update)
    watcher.observe(element, { attributes: true, attributeFilter: ['open'] })
    return () => watcher.disconnect()
  }, [dialog])
  return open
}

/**
 * The contents as the server wrote them, left as they are while the app takes the page over: what
 * the server knew of the session is not always what this device knows (a copy kept for offline knew
 * none, a session may have ended since), so they are not hydrated. An element whose inner HTML React
 * is given is not compared with the server's.
 */
function ServerContents() {
  if (typeof document === 'undefined')
    return (
      <div className="contents">
        <CartContents />
      </div>
    )
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so React keeps the server's markup.
  return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}

/**
 * The side cart: a sheet from the right with 'Loading cart...', 'Your cart is empty' and 'Start
 * Shopping', the lines with quantity steppers that never go below 1 and a remove action, the total,
 * and the way to checkout. It is a native modal <dialog> in the server's page, as the mobile menu
 * is: the header's cart button opens it by its `command`, so it opens within a frame of the tap
 * before the app has started, showing what the server knew (nobody signed in: the empty cart and
 * Sign in; a session: "Loading cart..." until the app reads the cart)
 * (docs/decisions/0049-ready-before-the-first-tap.md).
 */
export function CartDrawer({ id }: { id: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const open = useDialogOpen(dialog)
  const hydrated = useHydrated()
  // As the server rendered it while the app takes the page over; from then on the app's own, only
  // while open: a closed cart's lines are neither rendered on every page nor found by the page's text.
  const contents = !hydrated ? <ServerContents /> : open ? <CartContents /> : null
  return (
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={`${id}-title`}
      closedby="any"
      // Its close button is the browser's: never held for the app.
      data-works-without-app=""
      onKeyDown={dialogKeys}
      onClick={closeOnLink}
      className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(92vw,26rem)] max-w-none flex-col overflow-y-auto border-0 border-l border-stone-800 bg-stone-950 pb-[env(safe-area-inset-bottom)] text-stone-100 shadow-2xl open:flex backdrop:bg-black/70"
    >
      <div className="flex items-center justify-between border-b border-stone-800 px-4 py-3">
        <h2 id={`${id}-title`} className="text-lg font-extrabold text-stone-50">
          Your Cart
        </h2>
        <DialogCloseButton dialogId={id} label="Close cart" />
      </div>
      {contents}
    </dialog>
  )
}
