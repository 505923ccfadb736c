import "server-only";

/**
 * Who is asking, for rate limits: the first address of X-Forwarded-For (set by the proxy in front
 * of the shop), else X-Real-IP, else one shared bucket for requests that carry neither.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const address = forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
  return address.slice(0, 64);
}
