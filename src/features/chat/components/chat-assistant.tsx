import { Suspense, useState } from 'react'
import { lazyPart } from '../../../lib/lazy-part'

// The panel loads on first open; the floating button is all the page carries until then.
const ChatPanel = lazyPart(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })))

/** The chat assistant: a floating button that opens and closes the panel. */
export function ChatAssistant() {
  const [state, setState] = useState({ open: false, mounted: false })
  return (
    <>
      {state.mounted ? (
        <Suspense fallback={null}>
          <ChatPanel open={state.open} onClose={() => setState({ open: false, mounted: true })} />
        </Suspense>
      ) : null}
      <button
        type="button"
        aria-expanded={state.open}
        aria-controls="chat-panel"
        onClick={() => setState((s) => ({ open: !s.open, mounted: true }))}
        className="fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-orange-500 text-stone-950 shadow-xl hover:bg-orange-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-300"
      >
        <span className="sr-only">{state.open ? 'Close chat' : 'Chat with us'}</span>
        <svg
          viewBox="0 0 24 24"
          width="26"
          height="26"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          {state.open ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" strokeLinejoin="round" />
          )}
        </svg>
      </button>
    </>
  )
}
