/*
 * Who is asking, for rate limits. Trust rule: only what our own side of the connection wrote is
 * believed. With no proxy in front (trustedHops 0) that is the socket's peer, and every header is
 * the client's to invent. With N proxies in front, each appending the address it saw to
 * X-Forwarded-For (nginx: `$proxy_add_x_forwarded_for`), the last N entries were written by them
 * and the N-th from the right is the client as the outermost proxy saw it; anything to its left
 * came from the client and is ignored.
 */

export type ClientAddressInput = {
  /** X-Forwarded-For as received (several headers joined with ", "), or null. */
  forwardedFor: string | null;
  /** TRUSTED_PROXY_HOPS: how many proxies in front of the shop append to X-Forwarded-For. */
  trustedHops: number;
  /** The address of the socket the request came in on, or null when it is not known. */
  peerAddress: string | null;
};

/** The bucket for requests with no address we can trust: only reached when the server could not see its socket. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The client's rate-limit key: an IPv4 address ("203.0.113.7"), or an IPv6 /64 prefix
 * ("2001:db8:0:1::/64", because one subscriber is routed a whole /64 and could rotate through it).
 * "unknown" only when nothing trustworthy is left.
 */
export function clientAddress(input: ClientAddressInput): string {
  const peer = input.peerAddress === null ? null : normaliseAddress(input.peerAddress);
  if (input.trustedHops <= 0) return peer ?? UNKNOWN_CLIENT;
  const written = input.forwardedFor === null ? [] : input.forwardedFor.split(",").map((entry) => entry.trim());
  // Fewer entries than proxies: the request did not come through all of them (or a proxy does not
  // append), so the one address we know is the socket's.
  const entry = written.length >= input.trustedHops ? written[written.length - input.trustedHops] : undefined;
  return (entry === undefined ? null : normaliseAddress(entry)) ?? peer ?? UNKNOWN_CLIENT;
}

/** An address as a key, or null if it is not an IP address (with an optional port or zone). */
export function normaliseAddress(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const withoutPort = bracketed?.[1] ?? text.replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/, "$1");
  const address = withoutPort.replace(/%[\w.-]+$/, "");
  if (isIpv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  // An IPv4 address written as IPv6 (a dual-stack socket's ::ffff:203.0.113.7) is that IPv4 address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

function isIpv4(text: string): boolean {
  const parts = text.split(".");
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail such as ::ffff:1.2.3.4 allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  if (!text.includes(":")) return null;
  let body = text;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  const last = text.slice(lastColon + 1);
  if (last.includes(".")) {
    if (!isIpv4(last)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = last.split(".").map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    body = text.slice(0, lastColon + 1);
    if (!body.endsWith("::")) body = body.slice(0, -1);
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const left = parse(halves[0]);
  const right = parse(halves[1]);
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const hex = (groups: string[]) => groups.map((group) => Number.parseInt(group, 16));
  return [...hex(left), ...Array<number>(8 - known).fill(0), ...hex(right), ...tail];
}
