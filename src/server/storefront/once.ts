/** Runs `load` the first time the returned function is called, and shares its promise after that. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () => {
    promise ??= load()
    return promise
  }
}
