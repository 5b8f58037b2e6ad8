import { useScrolledPast } from '../../../lib/use-scrolled-past'
import { ArrowUpIcon } from '../../../ui/icons'

/** The scroll-to-top button appears once the page is scrolled past 300 px. */
const SCROLL_TO_TOP_THRESHOLD = 300

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD)
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label="Back to top"
      data-tip="Back to top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
      }}
      className="fixed bottom-20 left-4 z-40 flex h-11 w-11 items-center justify-center rounded-full border border-stone-700 bg-stone-900 text-orange-300 shadow-lg hover:border-orange-400"
    >
      <ArrowUpIcon />
    </button>
  )
}
