import type { ReactNode } from 'react'

/** A checkout state that stands for the page: its title, a line, and what to do. */
export function Notice({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold text-stone-50">{title}</h1>
      {text ? <p className="text-stone-300">{text}</p> : null}
      {children}
    </div>
  )
}
