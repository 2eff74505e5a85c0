import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP ASVS parameters (m = 19 MiB, t = 2, p = 1). */
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// A real hash to verify against when the account does not exist, so both paths take as long.
const DUMMY_HASH = hash('not-a-real-password-crimreview', ARGON2);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}
