// HTML's Invoker Commands and a dialog's `closedby`, which React passes through as attributes:
// a button opens or closes a <dialog> with no script (src/features/shell/components/mobile-menu.tsx).
import 'react'

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close'
    commandfor?: string
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}
