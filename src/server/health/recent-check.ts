/*
 * A check that many callers may ask for at once (the readiness probe under load): one run at a
 * time is shared by everyone who asks meanwhile, and a success is reused for `reuseMs`, so a
 * flood of probes costs the database one round trip per interval instead of one each. A failure
 * is never reused: the next caller tries again, so recovery shows at once.
 */
export function recentCheck<T>(
  check: () => Promise<T>,
  options: { reuseMs: number; now?: () => number },
): () => Promise<T> {
  const now = options.now ?? (() => performance.now());
  let running: Promise<T> | undefined;
  let last: { value: T; at: number } | undefined;
  return () => {
    if (last && now() - last.at < options.reuseMs) return Promise.resolve(last.value);
    running ??= check().then(
      (value) => {
        last = { value, at: now() };
        running = undefined;
        return value;
      },
      (error: unknown) => {
        last = undefined;
        running = undefined;
        throw error;
      },
    );
    return running;
  };
}
