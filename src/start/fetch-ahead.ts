/**
 * Fetches the files it is sent into the browser's cache, off the page's main thread, then ends: a
 * page asks for its app's files this way after its load (src/start-app.ts), so a tap later finds
 * them on the device and the page's own work is not held up by starting twenty requests. Each is
 * asked for as a module script asks (CORS, same-origin credentials) and read to its end, so the
 * cached copy is complete and the one the app's imports use. (`self` is the worker's own scope: its
 * `close()` ends the worker.)
 */

self.addEventListener('message', (event: MessageEvent<string[]>) => {
  const fetched = event.data.map((href) =>
    fetch(href, { credentials: 'same-origin', priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined),
  )
  void Promise.all(fetched).then(() => self.close())
})
