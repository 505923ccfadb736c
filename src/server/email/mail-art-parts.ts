import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { mailArtCid, mailArtSkusIn, productMailArtSrc, withoutMailArt } from "@/domain/art/mail-art";

/** An inline part of an HTML email, as nodemailer takes it: the bytes a `cid:` in the HTML names. */
export type InlinePart = {
  filename: string;
  content: Buffer | string;
  encoding?: "base64";
  contentType: string;
  cid: string;
};

/** A product's email picture by sku, or null when there is none to attach. */
export type ReadMailArt = (sku: string) => Buffer | null;

const read = new Map<string, Buffer>();

/**
 * The committed public/art/mail/<sku>.png (npm run art), read from the shop's own folder at send
 * time, never fetched: the sku comes from the HTML the shop rendered and is a plain word joined by
 * hyphens (mailArtSkusIn), so it cannot name a file elsewhere. Kept once read: ~200 files of ~3 KB.
 */
export const readCommittedMailArt: ReadMailArt = (sku) => {
  const cached = read.get(sku);
  if (cached) return cached;
  try {
    const bytes = readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), "public", productMailArtSrc(sku)));
    read.set(sku, bytes);
    return bytes;
  } catch {
    return null;
  }
};

/**
 * The line pictures an email's HTML shows, each attached once whatever the number of lines showing
 * it. A picture that cannot be read (a product removed since the email was queued) is taken out of
 * the HTML, so its row shows the name alone and the email still leaves.
 */
export function mailArtParts(html: string, readArt: ReadMailArt = readCommittedMailArt) {
  const attachments: InlinePart[] = [];
  const missing = new Set<string>();
  for (const sku of mailArtSkusIn(html)) {
    const content = readArt(sku);
    if (content) attachments.push({ filename: `${sku}.png`, content, contentType: "image/png", cid: mailArtCid(sku) });
    else missing.add(sku);
  }
  return { html: withoutMailArt(html, missing), attachments };
}
