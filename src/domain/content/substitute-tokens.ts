/**
 * Matches `{{name}}` with optional inner spaces. Names are word characters only, so stray braces in
 * prose (or in a code sample) are never mistaken for a token.
 */
const TOKEN_PATTERN = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * Replaces `{{name}}` tokens with `values[name]`. Unknown tokens stay as written so a missing value is
 * visible on the page (and in tests) instead of silently becoming an empty string.
 */
export function substituteTokens(text: string, values: Record<string, string>): string {
  return text.replace(TOKEN_PATTERN, (token: string, name: string) =>
    // Own properties only: `{{constructor}}` must not pick up Object.prototype members.
    Object.hasOwn(values, name) ? (values[name] ?? token) : token,
  );
}
