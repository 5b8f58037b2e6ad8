import type { KeyboardEvent } from 'react'

// HTML's Invoker Commands and a dialog's `closedby`, which React passes on as attributes: a button
// opens or closes a <dialog> with no script (src/features/shell/components/mobile-menu.tsx).
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close'
    commandfor?: string
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}

/** Whether the browser opens and closes a dialog from a button's `command`/`commandfor` by itself. */
export const browserRunsCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

/** The <dialog> of this id, if it is on the page. */
export const dialogById = (id: string) => {
  const element = document.getElementById(id)
  return element instanceof HTMLDialogElement ? element : null
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),summary,select,textarea,[tabindex]:not([tabindex="-1"])'

/**
 * Keys in an open modal dialog, once the app runs: Tab stays inside it, from its last control to its
 * first and back, as in a sheet the shopper cannot tab out of (the browser would move on to its own
 * address bar); Escape closes it even when a tooltip took the key first (src/ui/tooltip-layer.tsx
 * dismisses itself on Escape, which keeps the browser from closing the dialog).
 */
export function dialogKeys(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key === 'Escape') {
    event.currentTarget.close()
    return
  }
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
