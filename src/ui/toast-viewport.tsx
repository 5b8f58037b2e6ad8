import * as ToastPrimitive from '@radix-ui/react-toast'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { dismissToast, type ToastItem } from './use-toast'

/** The open modal <dialog>, if any: everything outside it is inert, so a toast is shown inside it. */
const openModalDialog = () => document.querySelector<HTMLDialogElement>('dialog:modal') ?? document.body

/**
 * Where the toasts go: into the open modal dialog (the side cart, the menu), where their buttons (Undo)
 * can be used, and back to the page once it closes (every dialog's `open` attribute, watched: not
 * every browser sends a toggle event). Moving them starts them again.
 */
function useToastContainer() {
  const [container, setContainer] = useState(openModalDialog)
  useEffect(() => {
    const watcher = new MutationObserver(() => setContainer(openModalDialog()))
    watcher.observe(document.body, { attributes: true, attributeFilter: ['open'], subtree: true })
    return () => watcher.disconnect()
  }, [])
  return container
}

/** Radix toast: 5000 ms, swipe right, F8 hotkey, 420 px wide (docs/decisions/0013-radix-ui.md). */
export function ToastViewport({ items }: { items: ToastItem[] }) {
  const container = useToastContainer()
  return createPortal(
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          className={`pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-900 text-red-50'
              : 'border-stone-700 bg-stone-900 text-stone-100'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
            {item.action ? (
              <ToastPrimitive.Action
                altText={`${item.action.label}: ${item.description ?? item.title}`}
                onClick={item.action.run}
                className="mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-orange-400"
              >
                {item.action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 text-current opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-orange-400"
          >
            <span aria-hidden="true">✕</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]" />
    </ToastPrimitive.Provider>,
    container,
  )
}
