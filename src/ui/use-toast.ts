import { useSyncExternalStore } from 'react'

/** One toast at a time, removed 1,000,000 ms after dismissal. */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** One button that acts on what the toast reports (Undo, Retry); pressing it closes the toast. */
  action?: { label: string; run: () => void }
}

export interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)))
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY)
}

export function toast(input: ToastInput) {
  const id = nextId++
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const NO_TOASTS: ToastItem[] = []

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    // A page the server rendered has none; any raised while it hydrates show right after.
    () => NO_TOASTS,
  )
}
