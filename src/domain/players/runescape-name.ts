/*
 * A RuneScape name (RSN) as the game allows it: 1 to 12 letters, digits, spaces, hyphens or
 * underscores. One rule for every name the shop takes (the buyer's at checkout, a seller's, our
 * trader's, the accounts of the gold ledger), so a form, its contract and its service refuse the
 * same names. Names stored before the rule was this strict are only read, never checked again.
 */

export const RSN_MAX_LENGTH = 12;

/** A whole RSN, already trimmed: what the game would accept. */
export const RSN_PATTERN = /^[A-Za-z0-9 _-]{1,12}$/;

/** The characters an RSN may hold, none at all allowed: for a field where the name is optional. */
export const RSN_CHARACTERS_PATTERN = /^[A-Za-z0-9 _-]*$/;

/** The rule in words, for the messages that refuse a name. */
export const RSN_RULE_TEXT = "1 to 12 letters, digits, spaces, - or _";

/** The name as typed, trimmed, inner runs of spaces collapsed as the game shows it. */
export function tidyRsn(raw: string): string {
  return raw.trim().replace(/ {2,}/g, " ");
}

/** The RSN as the game shows it, or null when the game would refuse it. */
export function normaliseRsn(raw: string): string | null {
  const rsn = tidyRsn(raw);
  return RSN_PATTERN.test(rsn) ? rsn : null;
}
