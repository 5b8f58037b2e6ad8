/** A quantity control that never goes below 1. */
export function QuantityStepper({
  value,
  onChange,
  max,
  label = 'Quantity',
  disabled = false,
}: {
  value: number
  onChange: (next: number) => void
  max?: number
  label?: string
  disabled?: boolean
}) {
  const clamp = (n: number) => Math.max(1, max ? Math.min(max, n) : n)
  return (
    <fieldset className="flex items-center gap-0">
      <legend className="sr-only">{label}</legend>
      <button
        type="button"
        aria-label="Decrease quantity"
        data-tip="Fewer"
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
        className="h-11 w-11 rounded-l-md border border-stone-700 bg-stone-900 text-lg font-bold text-stone-100 disabled:opacity-50"
      >
        −
      </button>
      <output
        aria-live="polite"
        aria-label={label}
        className="flex h-11 w-12 items-center justify-center border-y border-stone-700 bg-stone-950 font-semibold text-stone-50"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        data-tip="More"
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(clamp(value + 1))}
        className="h-11 w-11 rounded-r-md border border-stone-700 bg-stone-900 text-lg font-bold text-stone-100 disabled:opacity-50"
      >
        +
      </button>
    </fieldset>
  )
}
