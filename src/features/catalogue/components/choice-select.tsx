import { useDeferredCommit } from '../../../lib/use-deferred-commit'

/**
 * A labelled select (sort, category) whose choice shows at once; the listing it changes is rebuilt
 * after that paint (useDeferredCommit), so a phone answers the tap within a frame.
 */
export function ChoiceSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: Value
  /** A disabled option is shown, but cannot be chosen. */
  options: readonly { value: Value; label: string; disabled?: boolean }[]
  onChange: (value: Value) => void
}) {
  const [shown, change] = useDeferredCommit(value, onChange)
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={shown}
        onChange={(event) => change(event.target.value as Value)}
        className="min-w-0 flex-1 rounded-md border border-stone-700 bg-stone-950 px-2 py-2 text-sm text-stone-100 sm:flex-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  )
}
