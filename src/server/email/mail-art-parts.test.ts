import { describe, expect, it } from "vitest";
import { receiptParts } from "@/emails/email-parts";
import { EMAIL_SAMPLES, SAMPLE_BRAND, SAMPLE_ORDER } from "@/emails/email-samples";
import { readCommittedMailArt } from "./mail-art-parts";
import { htmlParts } from "./smtp-transport";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function receiptOf(skus: string[]) {
  const lines = skus.map((sku, index) => ({ ...SAMPLE_ORDER.lines[index % SAMPLE_ORDER.lines.length], sku }));
  return receiptParts(SAMPLE_BRAND, { ...SAMPLE_ORDER, lines } as typeof SAMPLE_ORDER).html;
}

describe("the inline parts of an HTML email", () => {
  it("attaches the logo and each line's picture once, from the committed files", () => {
    const html = receiptOf(["fire-cape", "pvm-vorkath", "fire-cape", "osrs-gold"]);
    const parts = htmlParts(html);
    expect(parts.html).toBe(html);
    expect(parts.attachments?.map((part) => part.cid)).toEqual([
      "logo@runeforge",
      "art-fire-cape@runeforge",
      "art-pvm-vorkath@runeforge",
      "art-osrs-gold@runeforge",
    ]);
    for (const part of parts.attachments?.slice(1) ?? []) {
      expect(part.contentType).toBe("image/png");
      expect(Buffer.isBuffer(part.content) && part.content.subarray(0, 8).equals(PNG_SIGNATURE), part.cid).toBe(true);
    }
  });

  it("attaches no picture the HTML does not show", () => {
    const lookup = EMAIL_SAMPLES.find((sample) => sample.id === "order-lookup")?.build(SAMPLE_BRAND);
    expect(htmlParts(lookup?.html).attachments?.map((part) => part.cid)).toEqual(["logo@runeforge"]);
    expect(htmlParts("<p>cid:art-fire-cape@runeforge</p>").attachments).toEqual([]);
    expect(htmlParts(undefined)).toEqual({});
  });

  it("leaves a picture it cannot read out of the HTML, and still sends the email", () => {
    const html = receiptOf(["fire-cape", "pvm-vorkath"]);
    const parts = htmlParts(html, (sku) => (sku === "fire-cape" ? null : Buffer.from("png")));
    expect(parts.attachments?.map((part) => part.cid)).toEqual(["logo@runeforge", "art-pvm-vorkath@runeforge"]);
    expect(parts.html).not.toContain("cid:art-fire-cape@runeforge");
    expect(parts.html).toContain('src="cid:art-pvm-vorkath@runeforge"');
    expect(parts.html).toContain("Fire Cape");
  });

  it("reads a committed picture by sku, and nothing for a sku without one", () => {
    expect(readCommittedMailArt("fire-cape")?.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(readCommittedMailArt("no-such-product")).toBeNull();
  });
});
