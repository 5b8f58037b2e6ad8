type Transport = (path: string, init?: RequestInit) => Promise<Response>

let transport: Transport = (path, init) => fetch(path, init)

/** Reaches the shop's own API (`/api/*`): the browser's fetch, or the server's own app when it renders a page. */
export function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  return transport(path, init)
}

/** The server that renders pages answers the app's own-API reads in process, without a network hop. */
export function setApiTransport(next: Transport) {
  transport = next
}
