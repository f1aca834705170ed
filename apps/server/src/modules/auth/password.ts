import { hash, verify } from '@node-rs/argon2'

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const OPTIONS = {
  algorithm: 2 /* Argon2id (a const enum the compiler cannot inline here) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A real hash of a random password, verified when the account does not exist so timing does not reveal it. */
export const DUMMY_HASH = hash(`dummy-${Math.random()}`, OPTIONS)
