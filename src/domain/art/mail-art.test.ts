import { describe, expect, it } from "vitest";
import {
  mailArtCid,
  mailArtSkusIn,
  mailArtSrcFor,
  productMailArtSrc,
  withMailArtFrom,
  withoutMailArt,
} from "./mail-art";

const img = (sku: string) =>
  `<img alt="" height="48" src="cid:art-${sku}@runeforge" style="display:block" width="64"/>`;

describe("a line's picture in an email", () => {
  it("is the inline part named after the sku, for catalogue products and gold", () => {
    expect(mailArtSrcFor("pvm-vorkath")).toBe("cid:art-pvm-vorkath@runeforge");
    expect(mailArtSrcFor("osrs-gold")).toBe("cid:art-osrs-gold@runeforge");
    expect(mailArtCid("fire-cape")).toBe("art-fire-cape@runeforge");
    expect(productMailArtSrc("fire-cape")).toBe("/art/mail/fire-cape.png");
  });

  it("is nothing for a sku without a committed picture, or one that is not a plain sku", () => {
    for (const sku of ["no-such-product", "", "../../etc/passwd", "Fire-Cape", 'fire-cape"'])
      expect(mailArtSrcFor(sku), sku).toBeNull();
  });

  it("finds each picture an email shows once, in order, and only in an image's src", () => {
    const html = `<p>cid:art-pvm-zulrah@runeforge</p>${img("fire-cape")}<img src="cid:logo@runeforge"/>${img("osrs-gold")}${img("fire-cape")}`;
    expect(mailArtSkusIn(html)).toEqual(["fire-cape", "osrs-gold"]);
    expect(mailArtSkusIn('<img src="cid:art-../x@runeforge"/>')).toEqual([]);
  });

  it("takes out the pictures it is told to, every copy, and leaves the rest", () => {
    const html = `<td>${img("fire-cape")}</td><td>${img("osrs-gold")}</td><td>${img("fire-cape")}</td>`;
    expect(withoutMailArt(html, new Set(["fire-cape"]))).toBe(`<td></td><td>${img("osrs-gold")}</td><td></td>`);
    expect(withoutMailArt(html, new Set())).toBe(html);
  });

  it("can show each picture from another source where there are no MIME parts (previews, browser tests)", () => {
    expect(withMailArtFrom(`${img("fire-cape")}<img src="cid:logo@runeforge"/>`, productMailArtSrc)).toBe(
      `<img alt="" height="48" src="/art/mail/fire-cape.png" style="display:block" width="64"/><img src="cid:logo@runeforge"/>`,
    );
  });
});
