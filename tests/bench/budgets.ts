export interface BudgetRow {
  figure: string
  measured: string
  budget: string
  /** Undefined when the figure could not be measured. */
  met: boolean | undefined
}

const measurable = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value)

/** A figure that must stay at or under `limit`; `format` prints both. */
export function atMost(
  figure: string,
  value: number | undefined,
  limit: number,
  format: (v: number) => string,
  why?: string,
): BudgetRow {
  return {
    figure,
    measured: measurable(value) ? format(value) : (why ?? 'not measured'),
    budget: `≤ ${format(limit)}`,
    met: measurable(value) ? value <= limit : undefined,
  }
}

/** A figure that must stay at or over `limit`. */
export function atLeast(
  figure: string,
  value: number | undefined,
  limit: number,
  format: (v: number) => string,
): BudgetRow {
  return {
    figure,
    measured: measurable(value) ? format(value) : 'not measured',
    budget: `≥ ${format(limit)}`,
    met: measurable(value) ? value >= limit : undefined,
  }
}

export const metCell = (met: boolean | undefined) => (met === undefined ? 'n/a' : met ? 'yes' : 'no')
