import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_SAMPLES, SAMPLE_BRAND, SAMPLE_ORDER } from "@/emails/email-samples";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { enqueueEmail, removeSentEmailBodies } from "@/server/db/queries/outbox";
import { processOutboxOnce } from "@/server/email/outbox-worker";
import { createSmtpTransport } from "@/server/email/smtp-transport";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { type SmtpStandIn, startSmtpStandIn } from "../support/smtp-stand-in";

/*
 * Issue 21: an email's HTML part goes through the outbox beside its text. It is stored with the
 * row, leaves as the text/HTML alternative with the logo and each line's product picture as the
 * inline parts its cid:s name (each once, read from the committed files), and the retention job
 * empties it with the text.
 */

const received: string[] = [];
let smtp: SmtpStandIn;

beforeAll(async () => {
  await ensureDatabaseReady();
  smtp = await startSmtpStandIn(await freePort(), (raw) => received.push(raw));
});

afterAll(async () => {
  await smtp?.close();
});

/** The decoded body of the MIME part with this content type (quoted-printable or base64, as nodemailer chose). */
function partBody(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  expect(start, `no ${contentType} part`).toBeGreaterThan(-1);
  const headerEnd = raw.indexOf("\r\n\r\n", start);
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, raw.indexOf("\r\n--", headerEnd));
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
    return Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  return body;
}

describe("an email with an HTML part", () => {
  it("is stored, sent as text and HTML alternatives with the inline logo and line pictures, and emptied by retention", async () => {
    const receipt = EMAIL_SAMPLES.find((sample) => sample.id === "receipt")?.build(SAMPLE_BRAND);
    if (!receipt) throw new Error("no receipt sample");
    const { db } = getDatabase();
    const id = crypto.randomUUID();
    const queuedAt = new Date("2026-11-27T10:00:00.000Z");
    await enqueueEmail(db, {
      id,
      to: "ada@example.com",
      replyTo: SAMPLE_BRAND.supportEmail,
      ...receipt,
      now: queuedAt,
    });
    const stored = await db
      .selectFrom("outbox")
      .select(["body_text", "body_html"])
      .where("id", "=", id)
      .executeTakeFirst();
    expect(stored).toEqual({ body_text: receipt.text, body_html: receipt.html });

    const sentAt = new Date("2026-11-27T10:00:01.000Z");
    const run = await processOutboxOnce({
      now: () => sentAt,
      transport: createSmtpTransport(smtp.url),
      leaseMs: 120_000,
    });
    expect(run).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(received).toHaveLength(1);
    const raw = received[0] ?? "";
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: multipart\/related/);
    expect(raw).toMatch(/Content-Type: image\/png/);
    expect(raw).toMatch(/Content-ID: <logo@runeforge>/);
    for (const line of SAMPLE_ORDER.lines) {
      expect(raw.split(`Content-ID: <art-${line.sku}@runeforge>`), line.sku).toHaveLength(2);
      expect(partBody(raw, "text/html")).toContain(`src="cid:art-${line.sku}@runeforge"`);
    }
    expect(raw.match(/^Content-ID:/gm)).toHaveLength(1 + SAMPLE_ORDER.lines.length);
    // Three lines' pictures of about 3 KB each, base64 in the message: it stays a small email.
    expect(raw.length).toBeLessThan(50_000);
    expect(partBody(raw, "text/plain")).toContain("Discount: −$5.20");
    expect(partBody(raw, "text/plain").replace(/\r\n/g, "\n").trim()).toBe(receipt.text.trim());
    expect(partBody(raw, "text/html")).toContain('src="cid:logo@runeforge"');

    const emptied = await removeSentEmailBodies(db, new Date("2026-12-31T00:00:00.000Z").toISOString(), sentAt, 10);
    expect(emptied).toBe(1);
    const after = await db
      .selectFrom("outbox")
      .select(["body_text", "body_html"])
      .where("id", "=", id)
      .executeTakeFirst();
    expect(after).toEqual({ body_text: "", body_html: null });
  });

  it("leaves as plain text, with no logo part, when queued without HTML", async () => {
    const { db } = getDatabase();
    received.length = 0;
    const now = new Date("2026-11-27T11:00:00.000Z");
    await enqueueEmail(db, {
      id: crypto.randomUUID(),
      to: "ada@example.com",
      replyTo: "",
      subject: "Plain",
      text: "Only text.",
      now,
    });
    await processOutboxOnce({ now: () => now, transport: createSmtpTransport(smtp.url), leaseMs: 120_000 });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/Content-Type: text\/plain/);
    expect(received[0]).not.toMatch(/text\/html|image\/png/);
  });
});
