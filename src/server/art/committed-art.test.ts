import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildArtFiles, rasterJobs } from "@/domain/art/art-files";
import { MAIL_ART_SIZE, mailArtSrcFor, productMailArtSrc } from "@/domain/art/mail-art";
import { artChoice, productArtSrc } from "@/domain/art/product-art";
import { CATALOGUE } from "@/domain/catalogue/catalogue";
import { PRODUCT_LINES } from "@/domain/catalogue/product-lines";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { PAYMENT_METHODS } from "@/domain/shell/payment-methods";
import { ART_FOLDERS, loadArtSources, ROOT, rasterDigest, readRasterManifest } from "../../../scripts/lib/art-sources";

const sources = loadArtSources();
const files = buildArtFiles(sources);
const jobs = rasterJobs(sources, files, Object.fromEntries(sources.catalogueLines.map((line) => [line.id, line.name])));
const onDisk = (src: string) => readFileSync(join(ROOT, "public", src), "utf8");

describe("the committed art", () => {
  it("is exactly what scripts/build-art.ts makes from content/art/product-art.json (run `npm run art`)", () => {
    for (const [src, content] of files) expect(onDisk(src), src).toBe(content);
    const made = new Set([...files.keys(), ...jobs.map((job) => job.src)]);
    for (const folder of ART_FOLDERS) {
      const stray = readdirSync(join(ROOT, "public", folder)).filter((name) => !made.has(`/${folder}/${name}`));
      expect(stray, `files in public/${folder} the mapping does not make`).toEqual([]);
    }
  });

  it("has every PNG (the Open Graph cards, the pictures for emails) rendered from the picture as it is now", () => {
    const manifest = readRasterManifest();
    for (const job of jobs) {
      expect(manifest[job.src], `${job.src} is stale: run npm run art`).toBe(rasterDigest(job));
      expect(existsSync(join(ROOT, "public", job.src)), job.src).toBe(true);
    }
    expect(Object.keys(manifest).sort()).toEqual(jobs.map((job) => job.src).sort());
  });

  it("gives every product its own file, and the mapping names no product the catalogue lacks", () => {
    const skus = CATALOGUE.flatMap((line) => line.products.map((product) => product.sku));
    for (const line of CATALOGUE) {
      for (const product of line.products) {
        expect(product.imageSrc, product.sku).toBe(productArtSrc(product.sku));
        expect(existsSync(join(ROOT, "public", product.imageSrc)), product.imageSrc).toBe(true);
      }
    }
    expect(Object.keys(sources.map.products).sort()).toEqual([...skus].sort());
  });

  it("never shows two products of a line the same picture", () => {
    for (const line of CATALOGUE) {
      const images = line.products.map((product) => product.imageSrc);
      expect(new Set(images).size, `${line.id}: image paths`).toBe(images.length);
      const drawings = line.products.map((product) => {
        const { icon, tint } = artChoice(sources.map.products[product.sku] ?? "");
        return `${icon} ${tint ?? ""}`;
      });
      const repeated = drawings.filter((drawing, index) => drawings.indexOf(drawing) !== index);
      expect(repeated, `${line.id}: glyphs drawn twice`).toEqual([]);
      const contents = images.map((src) => onDisk(src).replace(/<title>[^<]*<\/title>/, ""));
      expect(new Set(contents).size, `${line.id}: identical files`).toBe(contents.length);
    }
  });

  it("keeps every file small, vector only and self-contained", () => {
    for (const [src, content] of files) {
      expect(content.length, src).toBeLessThan(8_000);
      expect(content, src).not.toMatch(/<image|data:|https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it("has a small 96 x 72 PNG for emails of every sku an email shows a picture for, and of no other", () => {
    const skus = [...CATALOGUE.flatMap((line) => line.products.map((product) => product.sku)), GOLD_SKU];
    for (const sku of skus) {
      expect(mailArtSrcFor(sku), sku).toBe(`cid:art-${sku}@runeforge`);
      const png = readFileSync(join(ROOT, "public", productMailArtSrc(sku)));
      // The IHDR chunk: width and height as big-endian integers at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], sku).toEqual([MAIL_ART_SIZE.width, MAIL_ART_SIZE.height]);
      expect(png.length, sku).toBeLessThan(6_000);
    }
    const mailJobs = jobs.filter((job) => job.src.startsWith("/art/mail/"));
    expect(mailJobs.map((job) => job.src).sort()).toEqual(skus.map(productMailArtSrc).sort());
  });

  it("keeps a mark for every payment method and an illustration for every line card", () => {
    for (const method of PAYMENT_METHODS) expect(files.has(`/art/pay/${method.id}.svg`), method.id).toBe(true);
    for (const line of PRODUCT_LINES) expect(existsSync(join(ROOT, "public", line.imageSrc)), line.id).toBe(true);
  });
});
