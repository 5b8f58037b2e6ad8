interface SchedulerWithYield {
  yield(): Promise<void>
}

/**
 * Lets the browser handle input and paint before the rest of a long piece of start-up work, so no
 * single task holds the main thread long (total blocking time on a mid-range phone).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
