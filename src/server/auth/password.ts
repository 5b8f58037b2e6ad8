import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

// OWASP's scrypt floor (N=2^15, r=8, p=1): about 32 MiB and tens of milliseconds per guess.
const COST = 2 ** 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const SALT_BYTES = 16
const KEY_BYTES = 64
/** Highest cost a stored hash may ask for, so a tampered row cannot make us allocate gigabytes. */
const MAX_COST = 2 ** 20

/** scrypt needs 128 × N × r bytes (plus a little); Node refuses anything over `maxmem`. */
function scryptOptions(cost: number, blockSize: number, parallelism: number): ScryptOptions {
  return { N: cost, r: blockSize, p: parallelism, maxmem: 128 * cost * blockSize * parallelism * 2 }
}

function deriveKey(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: the parameters travel with each hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await deriveKey(password, salt, KEY_BYTES, scryptOptions(COST, BLOCK_SIZE, PARALLELISM))
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$')
}

/** True when `password` matches `stored`; false for a wrong password or a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText, ...rest] = stored.split('$')
  if (scheme !== 'scrypt' || rest.length > 0 || !saltText || !hashText) return false
  const cost = Number(n)
  const blockSize = Number(r)
  const parallelism = Number(p)
  const valid =
    Number.isSafeInteger(cost) &&
    cost > 1 &&
    cost <= MAX_COST &&
    (cost & (cost - 1)) === 0 &&
    [blockSize, parallelism].every((value) => Number.isSafeInteger(value) && value >= 1 && value <= 16)
  if (!valid) return false
  const expected = Buffer.from(hashText, 'base64')
  if (expected.length === 0) return false
  const key = await deriveKey(
    password,
    Buffer.from(saltText, 'base64'),
    expected.length,
    scryptOptions(cost, blockSize, parallelism),
  )
  return timingSafeEqual(key, expected)
}

let decoy: Promise<string> | undefined

/**
 * Spends the same scrypt work as a real check, for sign-ins to an unknown email: otherwise the
 * quick answer would tell an attacker which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('base64'))
  await verifyPassword(password, await decoy)
  return false
}
