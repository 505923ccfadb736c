/*
 * The Message-ID an outbox email goes out with: `<OUTBOX_ID@DOMAIN>`, the same on every try. If a
 * worker dies after the mail server accepted an email but before it recorded `sent`, the email is
 * sent again; with the same Message-ID the receiving server and the reader's mail client see one
 * message, not two (RFC 5322 3.6.4: one id names one message).
 */

const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
/** A bracketed address literal as URL gives an IPv6 host, e.g. `[::1]` (RFC 5322's no-fold-literal). */
const ADDRESS_LITERAL = /^\[[0-9a-f:.]+\]$/i;

/** The domain of the sender's address in `"Name <user@domain>"` or `user@domain`, or null when it has none usable. */
export function senderDomain(from: string): string | null {
  const bracketed = /<([^<>]*)>\s*$/.exec(from);
  const address = (bracketed?.[1] ?? from).trim();
  const at = address.lastIndexOf("@");
  if (at < 0) return null;
  const domain = address.slice(at + 1).toLowerCase();
  return HOST_NAME.test(domain) ? domain : null;
}

/** Where the ids are made: the sender's domain (EMAIL_FROM), else SITE_URL's host, e.g. `runeforge.gg`. */
export function messageIdDomain(from: string, siteUrl: string): string {
  const fromDomain = senderDomain(from);
  if (fromDomain) return fromDomain;
  const host = URL.canParse(siteUrl) ? new URL(siteUrl).hostname : "";
  return HOST_NAME.test(host) || ADDRESS_LITERAL.test(host) ? host : "localhost";
}

/**
 * `<id@domain>` for the outbox row `outboxId`. The id is kept as is when it is a UUID (what the
 * outbox uses); any other character is percent-encoded, so two rows never share a Message-ID.
 */
export function outboxMessageId(outboxId: string, domain: string): string {
  const left = Array.from(new TextEncoder().encode(outboxId), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
  return `<${left}@${domain}>`;
}
