import * as Tooltip from '@radix-ui/react-tooltip'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

/** The spec's tooltip timings: open after 700 ms; within 300 ms of another closing, at once; 4 px off. */
export const TIP_OPEN_DELAY_MS = 700
export const TIP_SKIP_DELAY_MS = 300
const TIP_OFFSET_PX = 4

interface Shown {
  control: Element
  label: string
  box: DOMRect
}

const tipOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-tip]') : null

/**
 * One Radix tooltip for every control marked `data-tip` (src/ui/watch-tips.ts), placed over the
 * control it names: hover (a mouse or pen, not a finger) waits 700 ms, or none when a tip closed less
 * than 300 ms ago; keyboard focus shows it at once; leaving, blurring, pressing, scrolling or Escape
 * hide it. One delegated layer instead of a Radix root per control keeps the controls as they are
 * (no wrapper, no start-up code) and keeps one skip delay for all of them.
 */
function TooltipLayer({ first }: { first: { control: Element; via: string } }) {
  const [shown, setShown] = useState<Shown | null>(null)

  useEffect(() => {
    let openTimer: ReturnType<typeof setTimeout> | undefined
    let closedAt = Number.NEGATIVE_INFINITY
    let current: Element | null = null
    let pending: Element | null = null

    const show = (control: Element) => {
      pending = null
      const label = control.getAttribute('data-tip')
      if (!label) return
      current = control
      setShown({ control, label, box: control.getBoundingClientRect() })
    }
    const hide = () => {
      clearTimeout(openTimer)
      pending = null
      if (current) closedAt = performance.now()
      current = null
      setShown(null)
    }
    const hover = (control: Element) => {
      if (control === current || control === pending) return
      if (current) hide()
      clearTimeout(openTimer)
      if (performance.now() - closedAt < TIP_SKIP_DELAY_MS) show(control)
      else {
        pending = control
        openTimer = setTimeout(() => show(control), TIP_OPEN_DELAY_MS)
      }
    }

    const onPointerOver = (event: PointerEvent) => {
      const control = tipOf(event.target)
      if (control && event.pointerType !== 'touch') hover(control)
    }
    const onPointerOut = (event: PointerEvent) => {
      const control = tipOf(event.target)
      if (control && !control.contains(event.relatedTarget as Node | null)) {
        if (control === current) hide()
        else if (control === pending) {
          clearTimeout(openTimer)
          pending = null
        }
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      const control = tipOf(event.target)
      if (control?.matches(':focus-visible')) {
        clearTimeout(openTimer)
        show(control)
      }
    }
    const onFocusOut = (event: FocusEvent) => {
      if (tipOf(event.target) === current) hide()
    }
    // Escape hides a shown tip first, as WAI-ARIA's tooltip pattern has it (Radix gives Escape to the
    // topmost layer, the tip); the next Escape goes to what is under it, such as a dialog.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }

    if (first.via === 'focusin') show(first.control)
    else hover(first.control)
    document.addEventListener('pointerover', onPointerOver)
    document.addEventListener('pointerout', onPointerOut)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    document.addEventListener('pointerdown', hide, true)
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('scroll', hide, { passive: true, capture: true })
    return () => {
      clearTimeout(openTimer)
      document.removeEventListener('pointerover', onPointerOver)
      document.removeEventListener('pointerout', onPointerOut)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('pointerdown', hide, true)
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('scroll', hide, { capture: true })
    }
  }, [first])

  // The control's own accessible name already says what the tip says: the tip is for the eye.
  return (
    <Tooltip.Provider delayDuration={TIP_OPEN_DELAY_MS} skipDelayDuration={TIP_SKIP_DELAY_MS}>
      <Tooltip.Root open={shown !== null}>
        <Tooltip.Trigger asChild>
          <span
            aria-hidden="true"
            className="pointer-events-none fixed"
            style={
              shown
                ? {
                    left: shown.box.left,
                    top: shown.box.top,
                    width: shown.box.width,
                    height: shown.box.height,
                  }
                : { left: 0, top: 0 }
            }
          />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={TIP_OFFSET_PX}
            collisionPadding={8}
            className="z-[200] rounded-md border border-stone-700 bg-stone-900 px-2 py-1 text-xs font-semibold text-stone-100 shadow-lg"
          >
            {shown?.label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}

/** Renders the layer in a root of its own, first showing the tip of the control that loaded it. */
export function mountTooltipLayer(control: Element, via: string) {
  const host = document.createElement('div')
  host.id = 'tooltip-layer'
  document.body.append(host)
  createRoot(host).render(<TooltipLayer first={{ control, via }} />)
}
