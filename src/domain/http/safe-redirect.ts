const BASE = "https://shop.invalid";

/**
 * A redirect target from a query string, kept only if it is a path on this site: never an open
 * redirect (`//evil`, `/\evil`, `/\t/evil`, `/.//evil`), and always percent-encoded ASCII, so it
 * is a valid Location header whatever the visitor typed. The check runs on the path as a URL
 * parser leaves it (dot segments resolved, tabs and newlines dropped), because that is the path
 * the browser follows, not the text the visitor sent.
 */
export function safeRedirectPath(
  value: string | null,
  fallback: string,
  options: { dropParams?: readonly string[] } = {},
): string {
  if (!value?.startsWith("/") || !URL.canParse(value, BASE)) return fallback;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || leavesTheSite(url.pathname)) return fallback;
  // Query parameters that must never travel in a Location header (a credential, say).
  for (const name of options.dropParams ?? []) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * True when the parsed path starts a protocol-relative URL or holds a backslash, read strictly
 * or by a lenient server or proxy that decodes `%2F`, `%5C` and `%2E` before resolving the path.
 */
function leavesTheSite(pathname: string): boolean {
  const lenient = pathname.replace(/%2f/gi, "/").replace(/%5c/gi, "\\").replace(/%2e/gi, ".");
  if (lenient.includes("\\") || !URL.canParse(lenient, BASE)) return true;
  const reparsed = new URL(lenient, BASE);
  return reparsed.origin !== BASE || reparsed.pathname.startsWith("//");
}
