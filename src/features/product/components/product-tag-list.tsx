import { visibleTags } from '../product-tags'

export function ProductTagList({ tags }: { tags: readonly string[] }) {
  const shown = visibleTags(tags)
  if (shown.length === 0) return null
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full border border-stone-700 px-3 py-1 text-xs text-stone-300">
          {tag}
        </li>
      ))}
    </ul>
  )
}
