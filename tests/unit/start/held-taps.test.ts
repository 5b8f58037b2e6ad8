// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdTaps, releaseHeld } from '../../../src/start/held-taps'
import { replayHeld } from '../../../src/start/replay-held'

/** A trusted-looking tap: the click the browser sends for a touch. */
const tap = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

const clicksOn = (button: HTMLElement) => {
  const clicked = vi.fn()
  button.addEventListener('click', clicked)
  return clicked
}

/** Lets the replay's timer and any waits it started run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** A Load More button, tapped while the app starts: the tap is held. */
function loadMoreTappedWhileStarting() {
  document.body.innerHTML = '<button type="button">Load More Products</button>'
  const button = document.querySelector('button') as HTMLButtonElement
  const clicked = clicksOn(button)
  holdTaps()
  tap(button)
  return { button, clicked }
}

afterEach(() => {
  releaseHeld()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('taps held while the app starts', () => {
  it('holds a click on a button and makes it again once the app is ready', async () => {
    const { clicked } = loadMoreTappedWhileStarting()
    expect(clicked).not.toHaveBeenCalled()
    replayHeld()
    await settle()
    expect(clicked).toHaveBeenCalledTimes(1)
  })

  it('shows a held tap as heard at once, until the app answers it', async () => {
    const { button, clicked } = loadMoreTappedWhileStarting()
    expect(button.getAttribute('aria-busy')).toBe('true')
    replayHeld()
    expect(button.hasAttribute('aria-busy')).toBe(false)
    await settle()
    expect(clicked).toHaveBeenCalledTimes(1)
  })

  it('leaves a link to the browser', () => {
    document.body.innerHTML = '<a href="#there">Helmets</a>'
    holdTaps()
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a')?.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(releaseHeld().taps).toEqual([])
  })

  it("leaves a button's command to a browser that runs commands, and holds it for the app where it does not", () => {
    const commandTap = () => {
      document.body.innerHTML =
        '<button type="button" command="show-modal" commandfor="side-cart">Open cart</button><dialog id="side-cart"></dialog>'
      holdTaps()
      const event = new MouseEvent('click', { bubbles: true, cancelable: true })
      document.querySelector('button')?.dispatchEvent(event)
      const { taps } = releaseHeld()
      return { prevented: event.defaultPrevented, held: taps.length }
    }
    // jsdom, like a browser without Invoker Commands, has no `command` on buttons.
    expect(commandTap()).toEqual({ prevented: true, held: 1 })
    Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true })
    try {
      expect(commandTap()).toEqual({ prevented: false, held: 0 })
    } finally {
      Reflect.deleteProperty(HTMLButtonElement.prototype, 'command')
    }
  })

  it('clicks the control now in its place when the app rendered that part anew', async () => {
    document.body.innerHTML =
      '<button type="button">Add to Cart</button><button type="button">Add to Cart</button>'
    holdTaps()
    tap(document.querySelectorAll('button')[1] as HTMLElement)
    // The app replaces the whole part (a hydration that did not match renders it again).
    document.body.innerHTML =
      '<button type="button">Add to Cart</button><button type="button">Add to Cart</button>'
    const [first, second] = [...document.querySelectorAll('button')]
    const firstClicked = clicksOn(first as HTMLElement)
    const secondClicked = clicksOn(second as HTMLElement)
    replayHeld()
    await settle()
    expect(firstClicked).not.toHaveBeenCalled()
    expect(secondClicked).toHaveBeenCalledTimes(1)
  })

  it('waits for a control the app disabled for now (a page still loading), then clicks it', async () => {
    const { button, clicked } = loadMoreTappedWhileStarting()
    button.disabled = true
    replayHeld()
    await settle()
    expect(clicked).not.toHaveBeenCalled()
    button.disabled = false
    await settle()
    expect(clicked).toHaveBeenCalledTimes(1)
  })

  it('makes taps again in order, a later one waiting for an earlier one', async () => {
    document.body.innerHTML = '<button type="button">One</button><button type="button">Two</button>'
    const [one, two] = [...document.querySelectorAll('button')] as HTMLButtonElement[]
    const order: string[] = []
    one?.addEventListener('click', () => order.push('one'))
    two?.addEventListener('click', () => order.push('two'))
    holdTaps()
    tap(one as HTMLElement)
    tap(two as HTMLElement)
    ;(one as HTMLButtonElement).disabled = true
    replayHeld()
    await settle()
    expect(order).toEqual([])
    ;(one as HTMLButtonElement).disabled = false
    await settle()
    expect(order).toEqual(['one', 'two'])
  })

  it('submits a form held meanwhile with the button that sent it, also when the form was rendered anew', async () => {
    const form = '<form action="/shop"><input name="search"><button>Search</button></form>'
    document.body.innerHTML = form
    holdTaps()
    const button = document.querySelector('button') as HTMLButtonElement
    button.form?.requestSubmit(button)
    document.body.innerHTML = form
    const submitted = vi.fn((event: SubmitEvent) => {
      event.preventDefault()
      return event.submitter?.textContent
    })
    document.querySelector('form')?.addEventListener('submit', submitted)
    replayHeld()
    await settle()
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(submitted.mock.results[0]?.value).toBe('Search')
  })
})
