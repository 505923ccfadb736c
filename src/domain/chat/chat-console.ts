/*
 * The console's pure rules: what the tab's title says, which conversations are new since the last
 * look (the sound), and how long a visitor has waited, in words.
 */

/** "(2) Live chat": the count of conversations waiting for an answer, none when nothing waits. */
export function consoleTitle(waiting: number, base = "Live chat"): string {
  return waiting > 0 ? `(${waiting}) ${base}` : base;
}

/**
 * The conversations in `current` that were not in `known`. The first look (known null) finds none:
 * the sound is for what arrives while the console is open, not for what was there already.
 */
export function arrivedConversations(known: ReadonlySet<string> | null, current: readonly string[]): string[] {
  if (known === null) return [];
  return current.filter((id) => !known.has(id));
}

/** "just now", "4 min", "2 h 5 min": how long since `since`. */
export function waitedFor(since: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(since)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
