import "server-only";
import { hash, verify } from "@node-rs/argon2";

/*
 * Operators' passwords: argon2id through @node-rs/argon2, with OWASP's first recommended set
 * (19 MiB of memory, 2 passes, 1 lane; docs/adr/0009-operator-sign-in.md). The PHC string keeps
 * the parameters beside each hash, so raising them later still verifies older hashes.
 */

/** Algorithm.Argon2id; the package's enum is `const`, which isolated modules cannot read. */
const ARGON2ID = 2;
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** Made once per process, as the module loads, so the first unknown email is not slower than the rest. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or, for an unknown email (null), against a hash of a
 * random value with the same parameters: both answers take the same time, so the time of a
 * failed sign-in does not tell whether the email belongs to an operator.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummyPasswordHash());
  let matches = false;
  try {
    matches = await verify(target, password);
  } catch {
    matches = false;
  }
  return matches && storedHash !== null;
}

function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

// Started now, awaited on the first check of an unknown email.
void dummyPasswordHash().catch(() => {
  dummyHash = undefined;
});
