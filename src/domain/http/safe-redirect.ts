const BASE = "https://shop.invalid";

/**
 * A redirect target from a query string, kept only if it is a path on this site: never an open
 * redirect (`//evil`, `/\evil`, `/\t/evil`), and always percent-encoded ASCII, so it is a valid
 * Location header whatever the visitor typed.
 */
export function safeRedirectPath(value: string | null, fallback: string): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  if (!URL.canParse(value, BASE)) return fallback;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
