import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Block, Inline, PageContent } from '../../../content/pages/page-content'

const linkClass = 'font-semibold text-orange-400 underline underline-offset-2 hover:text-orange-300'

function InlineText({ content }: { content: readonly Inline[] }) {
  return content.map((part, index) => {
    if (typeof part === 'string') return part
    if ('to' in part)
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: page copy is static and never reorders
        <Link key={index} to={part.to} className={linkClass}>
          {part.text}
        </Link>
      )
    const external = part.href.startsWith('https:')
    return (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: page copy is static and never reorders
        key={index}
        href={part.href}
        className={linkClass}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {part.text}
      </a>
    )
  })
}

function ContentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineText content={block.content} />
        </p>
      )
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5 marker:text-orange-400">
          {block.items.map((item) => (
            <li key={item.map((part) => (typeof part === 'string' ? part : part.text)).join('')}>
              <InlineText content={item} />
            </li>
          ))}
        </ul>
      )
    case 'table':
      return (
        <div className="overflow-x-auto rounded-lg border border-stone-800">
          <table className="w-full text-left text-sm">
            <caption className="bg-stone-900 px-3 py-2 text-left font-semibold text-stone-200">
              {block.caption}
            </caption>
            <thead className="bg-stone-900 text-stone-300">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-800">
              {block.rows.map(([first, ...rest]) => (
                <tr key={first}>
                  <th scope="row" className="px-3 py-2 font-semibold text-stone-100">
                    {first}
                  </th>
                  {rest.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                    <td key={index} className="px-3 py-2">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'questions':
      return (
        <div className="divide-y divide-stone-800 rounded-lg border border-stone-800">
          {block.items.map((item) => (
            <details key={item.question} className="group px-4 py-3">
              <summary className="cursor-pointer font-semibold text-stone-100 marker:text-orange-400">
                {item.question}
              </summary>
              <p className="mt-2">
                <InlineText content={item.answer} />
              </p>
            </details>
          ))}
        </div>
      )
  }
}

/** Renders a page of shop copy from src/content/pages (the footer's pages); `children` follow the intro. */
export function ContentPage({ page, children }: { page: PageContent; children?: ReactNode }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 py-6 text-stone-300 sm:py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">{page.title}</h1>
        <p className="text-lg">
          <InlineText content={page.intro} />
        </p>
      </header>
      {children}
      {page.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-xl font-bold text-stone-100">{section.heading}</h2>
          {section.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: page copy is static and never reorders
            <ContentBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  )
}
