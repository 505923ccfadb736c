/** "250" → 250; anything that is not a whole number → NaN, which the rules refuse in their words. */
export function wholeNumber(text: string): number {
  const trimmed = text.trim().replaceAll(",", "");
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
