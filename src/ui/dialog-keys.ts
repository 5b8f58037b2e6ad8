import type { KeyboardEvent } from 'react'

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),summary,select,textarea,[tabindex]:not([tabindex="-1"])'

/**
 * Keys in an open modal dialog, once the app runs: Tab stays inside it, from its last control to its
 * first and back, as in a sheet the shopper cannot tab out of (the browser would move on to its own
 * address bar); Escape closes it even when a tooltip took the key first (src/ui/tooltip-layer.tsx
 * dismisses itself on Escape, which keeps the browser from closing the dialog).
 */
export function dialogKeys(event: KeyboardEvent<HTMLDialogElement>) {
  // A dialog shown in the page while closed (the filters beside a wide screen's results) is no sheet.
  if (!event.currentTarget.open) return
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
