/** The type filter of `/category/helmets`; kept apart so the route's search check stays small. */
export const helmetTypeFilters = ['bells', 'accessories'] as const
export type HelmetType = (typeof helmetTypeFilters)[number]
