/*
 * How many long-lived responses (event streams) may be open at once. A stream
 * holds a socket, two timers and a subscription for minutes, so one client holding an order link
 * could open thousands and take the process down. Each stream claims one slot in every scope it
 * belongs to (the process, and e.g. its order and its client); a claim is refused when any scope
 * is full, naming the scope so the answer can say whose limit it is (a client's: 429; the
 * process's: 503). A slot is given back exactly once, however the stream ends, and a key whose
 * count reaches zero is forgotten: the registry holds only what is open.
 */

/** The most open streams per key in each scope, and in the whole process. */
export type SlotLimits<Scope extends string> = { process: number; perKey: Record<Scope, number> };

export type SlotClaim<Scope extends string> =
  | { ok: true; release: () => void }
  | { ok: false; full: Scope | "process" };

export type StreamSlots<Scope extends string> = {
  /** Claims a slot in every scope at once, or none. `keys` names this stream's key in each scope. */
  claim(keys: Record<Scope, string>): SlotClaim<Scope>;
  /**
   * The scope a claim with these keys would be refused for, claiming nothing; scopes left out are
   * not checked. For refusing before costly work: a refusal here is one the claim would give too.
   */
  fullFor(keys: Partial<Record<Scope, string>>): Scope | "process" | null;
  /** Open streams in the process, and per key of a scope (0 for a key with none). */
  open(): number;
  openFor(scope: Scope, key: string): number;
  /** Keys with at least one open stream, over all scopes: bounded by the open streams. */
  keys(): number;
};

export function createStreamSlots<Scope extends string>(limits: SlotLimits<Scope>): StreamSlots<Scope> {
  const scopes = Object.keys(limits.perKey) as Scope[];
  const counts = new Map<Scope, Map<string, number>>(scopes.map((scope) => [scope, new Map()]));
  let total = 0;

  const countOf = (scope: Scope, key: string) => counts.get(scope)?.get(key) ?? 0;

  function fullFor(keys: Partial<Record<Scope, string>>): Scope | "process" | null {
    // The narrowest scope first: the one client's 429 is the answer even when the process is full too.
    for (const scope of scopes) {
      const key = keys[scope];
      if (key !== undefined && countOf(scope, key) >= limits.perKey[scope]) return scope;
    }
    return total >= limits.process ? "process" : null;
  }

  function claim(keys: Record<Scope, string>): SlotClaim<Scope> {
    const full = fullFor(keys);
    if (full) return { ok: false, full };
    total += 1;
    for (const scope of scopes) counts.get(scope)?.set(keys[scope], countOf(scope, keys[scope]) + 1);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        total -= 1;
        for (const scope of scopes) {
          const left = countOf(scope, keys[scope]) - 1;
          if (left > 0) counts.get(scope)?.set(keys[scope], left);
          else counts.get(scope)?.delete(keys[scope]);
        }
      },
    };
  }

  return {
    claim,
    fullFor,
    open: () => total,
    openFor: countOf,
    keys: () => [...counts.values()].reduce((sum, map) => sum + map.size, 0),
  };
}
