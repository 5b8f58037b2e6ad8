/** The price slider runs from 0 to 1000 in steps of 10. */
export const PRICE_SLIDER_MAX = 1000
export const PRICE_SLIDER_STEP = 10
