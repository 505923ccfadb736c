/** OSRS experience: XP(L) = floor(1/4 · Σ_{l=1}^{L-1} floor(l + 300 · 2^(l/7))), computed once. */

export const MAX_LEVEL = 99;
export const MAX_XP = 200_000_000;

const XP_BY_LEVEL: readonly number[] = (() => {
  const table = [0, 0];
  let points = 0;
  for (let level = 1; level < MAX_LEVEL; level++) {
    points += Math.floor(level + 300 * 2 ** (level / 7));
    table.push(Math.floor(points / 4));
  }
  return table;
})();

/** XP needed for a level, 1..99. */
export function xpForLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) throw new RangeError(`No level ${level}`);
  return XP_BY_LEVEL[level] as number;
}

/** The level an XP total gives, 1..99. */
export function levelForXp(xp: number): number {
  let level = 1;
  while (level < MAX_LEVEL && (XP_BY_LEVEL[level + 1] as number) <= xp) level++;
  return level;
}
