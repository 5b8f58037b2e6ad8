import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useClient } from 'urql'
import { Button } from '../../../ui/button'
import { askPrices } from '../api/chat-prices-query'
import { type ChatMessage, chatMessage, loadConversation, saveConversation } from '../chat-conversation'
import { chatReply } from '../chat-replies'

/** The assistant "types" for 1 s before it answers. */
export const CHAT_REPLY_DELAY_MS = 1000

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

/**
 * The chat: messages with a typing indicator, Enter (without Shift) sends, blank
 * messages are ignored, and Send is disabled while the input is blank or the assistant is typing.
 * The conversation is kept for the browser session, so a reload keeps it.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(loadConversation)
  const [draft, setDraft] = useState('')
  const [typing, setTyping] = useState(false)
  const client = useClient()
  const input = useRef<HTMLTextAreaElement>(null)
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    saveConversation(messages)
  }, [messages])
  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the indicator appears.
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, which is not a cleanup.
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, typing])

  const send = () => {
    const text = draft.trim()
    if (text === '' || typing) return
    setMessages((current) => [...current, chatMessage(text, false)])
    setDraft('')
    setTyping(true)
    const answer = chatReply(text)
    // A price is the store's: asked while the assistant types, said once both are done.
    const reply = answer.kind === 'fact' ? Promise.resolve(answer.text) : askPrices(client, answer.question)
    const typed = new Promise((resolve) => window.setTimeout(resolve, CHAT_REPLY_DELAY_MS))
    void Promise.all([reply, typed]).then(([replyText]) => {
      setMessages((current) => [...current, chatMessage(replyText, true)])
      setTyping(false)
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onClose()
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }

  return (
    <section
      id="chat-panel"
      aria-label="Chat with Open Road"
      hidden={!open}
      className="fixed right-4 bottom-20 left-4 z-50 flex max-h-[70vh] flex-col overflow-hidden rounded-2xl border border-stone-700 bg-stone-950 shadow-2xl sm:left-auto sm:w-96"
    >
      <header className="flex items-center justify-between border-b border-stone-800 bg-stone-900 px-4 py-3">
        <h2 className="font-bold text-stone-50">Open Road assistant</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 text-sm text-stone-300 hover:text-orange-300"
        >
          Close
        </button>
      </header>
      <div
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="flex flex-1 flex-col gap-3 overflow-y-auto p-4"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            data-testid={message.isBot ? 'bot-message' : 'user-message'}
            className={`flex max-w-[85%] flex-col gap-0.5 rounded-2xl px-3 py-2 text-sm ${
              message.isBot
                ? 'self-start rounded-bl-sm bg-stone-800 text-stone-100'
                : 'self-end rounded-br-sm bg-orange-500 text-stone-950'
            }`}
          >
            <p className="whitespace-pre-wrap">{message.text}</p>
            <time
              dateTime={message.timestamp}
              className={`text-[11px] ${message.isBot ? 'text-stone-400' : 'text-stone-900'}`}
            >
              {timeFormat.format(new Date(message.timestamp))}
            </time>
          </div>
        ))}
        {typing ? (
          <p role="status" className="self-start rounded-2xl bg-stone-800 px-3 py-2 text-sm text-stone-300">
            <span className="sr-only">The assistant is typing</span>
            <span aria-hidden="true" className="motion-safe:animate-pulse">
              •••
            </span>
          </p>
        ) : null}
        <div ref={end} />
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
        className="flex items-end gap-2 border-t border-stone-800 p-3"
      >
        <label htmlFor="chat-input" className="sr-only">
          Your message
        </label>
        <textarea
          id="chat-input"
          ref={input}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about shipping, sizes, prices…"
          className="max-h-28 min-h-10 flex-1 resize-none rounded-md border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 placeholder:text-stone-500"
        />
        <Button type="submit" size="sm" disabled={draft.trim() === '' || typing}>
          Send
        </Button>
      </form>
    </section>
  )
}
