import * as z from 'zod/mini'
import { GREETING } from './chat-replies'

/** A chat message. */
export interface ChatMessage {
  id: string
  text: string
  isBot: boolean
  /** ISO 8601. */
  timestamp: string
}

const STORAGE_KEY = 'open-road-chat'
/** A long conversation keeps its most recent messages. */
const MAX_KEPT = 100

const storedSchema = z.array(
  z.object({ id: z.string(), text: z.string(), isBot: z.boolean(), timestamp: z.string() }),
)

export function chatMessage(text: string, isBot: boolean): ChatMessage {
  return { id: crypto.randomUUID(), text, isBot, timestamp: new Date().toISOString() }
}

/** The conversation so far in this browser session (it survives a reload), or the greeting. */
export function loadConversation(): ChatMessage[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'))
    if (parsed.success && parsed.data.length > 0) return parsed.data
  } catch {
    // Unreadable or unavailable storage: start afresh.
  }
  return [chatMessage(GREETING, true)]
}

export function saveConversation(messages: readonly ChatMessage[]) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-MAX_KEPT)))
  } catch {
    // Storage full or blocked (private mode): the chat still works, it just won't survive a reload.
  }
}

/** Signing out: the next shopper in this tab starts with the greeting. */
export function forgetConversation() {
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
