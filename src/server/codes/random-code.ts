import { randomBytes } from 'node:crypto'

// 32 symbols, so each random byte maps to one evenly (256 is 8 × 32); no 0/O or 1/I for a code read
// off an email.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_GROUPS = 4
const CODE_GROUP_LENGTH = 4
/** 16 symbols of 5 bits: too many to guess, even with every code ever issued as a target. */
export const CODE_RANDOM_BITS = CODE_GROUPS * CODE_GROUP_LENGTH * Math.log2(CODE_ALPHABET.length)
// At 80 bits a clash is not expected in the shop's lifetime; a retry still beats a 500 if it comes.
const CODE_ATTEMPTS = 3

/**
 * A code such as `{prefix}-7K3F-Q9TD-2LXW-8M4P`: the prefix says what it is, the 80 random bits come
 * from the operating system's secure source (docs/decisions/0040-gift-card-and-welcome-codes.md).
 */
export function randomCode(prefix: string): string {
  const bytes = randomBytes(CODE_GROUPS * CODE_GROUP_LENGTH)
  const symbols = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
  const groups: string[] = []
  for (let i = 0; i < symbols.length; i += CODE_GROUP_LENGTH) {
    groups.push(symbols.slice(i, i + CODE_GROUP_LENGTH).join(''))
  }
  return [prefix, ...groups].join('-')
}

/**
 * Stores a row under a fresh code: `insert` writes it with the code given and answers undefined when
 * the code is taken (ON CONFLICT DO NOTHING on the unique code, which leaves a transaction usable).
 */
export async function insertWithFreshCode<Row>(
  prefix: string,
  insert: (code: string) => Promise<Row | undefined>,
): Promise<Row> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const row = await insert(randomCode(prefix))
    if (row) return row
  }
  throw new Error(`No unused ${prefix} code after ${CODE_ATTEMPTS} attempts`)
}
