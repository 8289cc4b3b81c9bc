import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and quick enough for a 2-core server.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;

/** Verifies against a decoy hash when there is no user, so timing does not tell who exists. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy password that matches nothing');
  try {
    const matches = await argon2.verify(hash ?? (await decoy), password);
    return hash !== undefined && matches;
  } catch {
    return false;
  }
}
