import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. The library's
// `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
