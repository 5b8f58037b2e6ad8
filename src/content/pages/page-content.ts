import type { FileRoutesByTo } from '../../routeTree.gen'

/** Paths of the app's routes that take no params: the only internal places page copy links to. */
export type StaticPath = Exclude<keyof FileRoutesByTo, `${string}$${string}`>

/** A run of text: plain, a link inside the app, or a mailto:, tel: or https: address. */
export type Inline = string | { text: string; to: StaticPath } | { text: string; href: string }

export type Block =
  | { kind: 'paragraph'; content: readonly Inline[] }
  | { kind: 'list'; items: readonly (readonly Inline[])[] }
  | {
      kind: 'table'
      caption: string
      columns: readonly string[]
      rows: readonly (readonly string[])[]
    }
  | { kind: 'questions'; items: readonly { question: string; answer: readonly Inline[] }[] }

export interface PageSection {
  heading: string
  blocks: readonly Block[]
}

/** A short page of shop copy (the footer's pages): one h1, an intro, then sections. */
export interface PageContent {
  title: string
  intro: readonly Inline[]
  sections: readonly PageSection[]
}

export const paragraph = (...content: Inline[]): Block => ({ kind: 'paragraph', content })

export const list = (...items: (string | Inline[])[]): Block => ({
  kind: 'list',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
})
