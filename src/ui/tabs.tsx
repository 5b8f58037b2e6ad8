import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export interface TabItem {
  id: string
  label: string
  content: ReactNode
}

/** Which tab a key moves to (WAI-ARIA tabs pattern): arrows wrap around, Home and End jump. */
function targetIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * Accessible tabs: a labelled tablist with one tab in the page's tab order, arrow keys to move
 * between tabs (selection follows focus), and one panel per tab.
 */
export function Tabs({
  label,
  items,
  defaultTabId,
}: {
  label: string
  items: TabItem[]
  defaultTabId?: string
}) {
  const baseId = useId()
  const [selectedId, setSelectedId] = useState(defaultTabId ?? items[0]?.id)
  const tabs = useRef(new Map<string, HTMLButtonElement>())
  const selected = items.find((item) => item.id === selectedId) ?? items[0]

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetIndex(event.key, index, items.length)
    const next = target === null ? undefined : items[target]
    if (!next) return
    event.preventDefault()
    setSelectedId(next.id)
    tabs.current.get(next.id)?.focus()
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-stone-800">
        {items.map((item, index) => {
          const isSelected = item.id === selected?.id
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element)
                return () => {
                  tabs.current.delete(item.id)
                }
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedId(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-stone-400 hover:text-stone-100 focus-visible:outline-2 focus-visible:outline-orange-400 aria-selected:border-orange-500 aria-selected:text-orange-400"
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected?.id}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content reachable by Tab.
          tabIndex={0}
          className="text-stone-300 focus-visible:outline-2 focus-visible:outline-orange-400"
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
