/*
 * The one way a test changes process.env: every variable it sets (or removes, with undefined) is
 * put back as it was, also when the test fails, so no test runs under another's configuration.
 */

export type EnvChanges = Record<string, string | undefined>;

/** Applies the changes now; the answer puts back exactly what was there before (for beforeAll/afterAll). */
export function setEnv(changes: EnvChanges): () => void {
  const saved = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  const apply = (values: EnvChanges) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(changes);
  return () => apply(saved);
}

/** Runs `body` with the changes applied and restores the environment in `finally`, whatever `body` does. */
export async function withEnv<T>(changes: EnvChanges, body: () => T | Promise<T>): Promise<T> {
  const restore = setEnv(changes);
  try {
    return await body();
  } finally {
    restore();
  }
}

/**
 * For a whole test file: applies the changes now and puts back what was there after the file's
 * tests. Call it in vi.hoisted when the shop's modules read the values as they load, so they load
 * after it.
 */
export async function setEnvForFile(changes: EnvChanges): Promise<void> {
  const { afterAll } = await import("vitest");
  afterAll(setEnv(changes));
}
