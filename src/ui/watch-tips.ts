/**
 * Tooltips name icon-only controls: a control marked `data-tip="Cart"` shows "Cart" on hover and on
 * keyboard focus (src/ui/tooltip-layer.tsx). None of it is start-up code: the layer loads on the first
 * hover or keyboard focus of a marked control, and shows that control's tip as it would any other.
 */
export function watchTips() {
  const first = (event: Event) => {
    const control = (event.target as Element).closest?.('[data-tip]')
    if (!control || (event as PointerEvent).pointerType === 'touch') return
    if (event.type === 'focusin' && !control.matches(':focus-visible')) return
    document.removeEventListener('pointerover', first)
    document.removeEventListener('focusin', first)
    void import('./tooltip-layer').then((layer) => layer.mountTooltipLayer(control, event.type))
  }
  document.addEventListener('pointerover', first)
  document.addEventListener('focusin', first)
}
