/** The look of checkout's text fields and select. */
export const inputClass =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2.5 text-stone-100 placeholder:text-stone-500'
