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

/**
 * A button's props that open (`show-modal`) or close the <dialog> of `id` by its command, with no
 * script, before the app has started; in a browser without Invoker Commands its click does it, once
 * the app runs.
 */
export function dialogCommand(command: 'show-modal' | 'close', id: string) {
  return {
    command,
    commandfor: id,
    onClick: () => {
      if (browserRunsCommands()) return
      const dialog = dialogById(id)
      if (command === 'close') dialog?.close()
      else dialog?.showModal()
    },
  }
}
