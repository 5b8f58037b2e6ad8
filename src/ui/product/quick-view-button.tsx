import { EyeIcon } from '../icons'

/** The eye over a product's picture that opens its Quick View (every kind of product tile has one). */
export function QuickViewButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Quick view ${title}`}
      aria-haspopup="dialog"
      data-tip="Quick view"
      onClick={onClick}
      className="rounded-full bg-stone-950/80 p-2 text-stone-100 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400"
    >
      <EyeIcon />
    </button>
  )
}
