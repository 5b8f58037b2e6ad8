import { createContext, useContext } from 'react'

/** The status of the page the server is rendering; components that find nothing to show set 404. */
export interface ResponseStatus {
  notFound: boolean
}

/** Absent in the browser, where a status has no meaning once the page has arrived. */
export const ResponseStatusContext = createContext<ResponseStatus | null>(null)

/** Renders as "not found": the server answers the page with 404 (search engines drop it; nothing changes for riders). */
export function useNotFoundStatus() {
  const status = useContext(ResponseStatusContext)
  if (status) status.notFound = true
}
