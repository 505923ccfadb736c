#!/usr/bin/env node
// @ts-check
// Writes src/app/font-fallbacks.css: the faces the shop's text is drawn in before Cinzel and Inter
// arrive, each a system font scaled and given the web font's line metrics, so that the swap
// moves nothing. Measured, not estimated: Chromium draws the shop's own headings and copy in the web
// font and in Liberation Sans (Arial's metric twin, so its widths are Arial's and Helvetica's), and
// size-adjust is the ratio of the two widths, per weight the pages use. Android's Roboto is not on
// this machine: its faces scale the Arial ones by the two fonts' average widths (capsize's metrics,
// shipped with Next). Run it again after scripts/fonts/subset-fonts.mjs or a large change of copy:
//
//   node scripts/fonts/fallback-faces.mjs && npx biome format --write src/app/font-fallbacks.css

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { ensureChromium } from "../lib/ensure-chromium.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT = path.join(ROOT, "src", "app", "font-fallbacks.css");
const require = createRequire(import.meta.url);

/** Where each web font file's line metrics come from (units per em, ascent, descent, line gap). */
const FONTS = {
  cinzel: { unitsPerEm: 1000, ascent: 976, descent: -372, lineGap: 0 },
  inter: { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0 },
};

/** The weights the pages draw, and which system face stands in for each. */
const FACES = [
  { family: "Cinzel", file: "cinzel-600.woff2", weight: 600, bold: true },
  { family: "Cinzel", file: "cinzel-700.woff2", weight: 700, bold: true },
  { family: "Inter", file: "inter-wght-400-700.woff2", weight: 400, bold: false },
  { family: "Inter", file: "inter-wght-400-700.woff2", weight: 500, bold: false },
  { family: "Inter", file: "inter-wght-400-700.woff2", weight: 600, bold: true },
  { family: "Inter", file: "inter-wght-400-700.woff2", weight: 700, bold: true },
];

const ARIAL = {
  regular: [
    'local("Arial")',
    'local("ArialMT")',
    'local("Liberation Sans")',
    'local("LiberationSans")',
    'local("Helvetica")',
  ],
  bold: [
    'local("Arial Bold")',
    'local("Arial-BoldMT")',
    'local("Liberation Sans Bold")',
    'local("LiberationSans-Bold")',
    'local("Helvetica Bold")',
    'local("Helvetica-Bold")',
  ],
};
const ROBOTO = {
  regular: ['local("Roboto")', 'local("Roboto-Regular")'],
  bold: ['local("Roboto Bold")', 'local("Roboto-Bold")'],
};

/** Headings are product and section names; body copy is descriptions and interface words. */
function samples() {
  const catalogue = path.join(ROOT, "content", "catalogue");
  const names = [];
  const copy = [];
  for (const file of readdirSync(catalogue).filter((name) => name.endsWith(".json"))) {
    const category = JSON.parse(readFileSync(path.join(catalogue, file), "utf8"));
    if (typeof category.name === "string") names.push(category.name);
    for (const product of category.products ?? []) {
      if (typeof product.name === "string") names.push(product.name);
      if (typeof product.shortDescription === "string") copy.push(product.shortDescription);
    }
  }
  const headings = [
    "Buy OSRS Gold",
    "Old School RuneScape Services",
    "Checkout",
    "Your order",
    "Why players choose us",
    "Frequently asked questions",
    ...names,
  ].join(" ");
  const body = [
    "Fast, safe delivery by hand from experienced players. Pay by card, wallet or crypto.",
    "Add to cart Checkout Live chat Total Subtotal Quantity Remove Your RuneScape name",
    ...copy,
  ].join(" ");
  return { headings, body };
}

/** @param {number} value */
const percent = (value) => `${(value * 100).toFixed(2)}%`;

async function main() {
  const { headings, body } = samples();
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    /** @type {{ family: string, weight: number, bold: boolean, sizeAdjust: number }[]} */
    const measured = [];
    for (const face of FACES) {
      const bytes = [...readFileSync(path.join(ROOT, "src", "app", "fonts", face.file))];
      const sample = face.family === "Cinzel" ? headings : body;
      const ratio = await page.evaluate(
        async ({ bytes, weight, bold, sample }) => {
          const font = new FontFace("Measured", new Uint8Array(bytes), { weight: String(weight) });
          await font.load();
          document.fonts.add(font);
          const context = /** @type {CanvasRenderingContext2D} */ (document.createElement("canvas").getContext("2d"));
          context.font = `${weight} 100px Measured`;
          const web = context.measureText(sample).width;
          context.font = `${bold ? 700 : 400} 100px "Liberation Sans"`;
          const system = context.measureText(sample).width;
          document.fonts.delete(font);
          return web / system;
        },
        { bytes, weight: face.weight, bold: face.bold, sample },
      );
      measured.push({ family: face.family, weight: face.weight, bold: face.bold, sizeAdjust: ratio });
    }
    writeFileSync(OUT, css(measured));
    for (const m of measured) console.log(`${m.family} ${m.weight}: size-adjust ${percent(m.sizeAdjust)}`);
    console.log(`wrote ${path.relative(ROOT, OUT)}`);
  } finally {
    await browser.close();
  }
}

/** @param {{ family: string, weight: number, bold: boolean, sizeAdjust: number }[]} measured */
function css(measured) {
  const capsize = require("next/dist/server/capsize-font-metrics.json");
  /** Average width per em, capsize's way, of a face of Arial and of Roboto. */
  const width = (/** @type {any} */ font, /** @type {boolean} */ bold) => {
    const variant = bold ? font.variants["700"] : font.variants.regular;
    return variant.xWidthAvg / variant.unitsPerEm;
  };
  const blocks = [];
  for (const { family, weight, bold, sizeAdjust } of measured) {
    const metrics = FONTS[/** @type {"cinzel" | "inter"} */ (family.toLowerCase())];
    for (const [suffix, sources, scale] of /** @type {const} */ ([
      ["", bold ? ARIAL.bold : ARIAL.regular, 1],
      [" Roboto", bold ? ROBOTO.bold : ROBOTO.regular, width(capsize.arial, bold) / width(capsize.roboto, bold)],
    ])) {
      const adjust = sizeAdjust * scale;
      const em = metrics.unitsPerEm * adjust;
      blocks.push(
        [
          "@font-face {",
          `  font-family: "${family} Fallback${suffix}";`,
          `  src: ${sources.join(", ")};`,
          `  font-weight: ${weight};`,
          `  size-adjust: ${percent(adjust)};`,
          `  ascent-override: ${percent(metrics.ascent / em)};`,
          `  descent-override: ${percent(-metrics.descent / em)};`,
          `  line-gap-override: ${percent(metrics.lineGap / em)};`,
          "}",
        ].join("\n"),
      );
    }
  }
  return [
    "/*",
    " * Written by scripts/fonts/fallback-faces.mjs: do not edit by hand. The faces text is drawn in",
    " * until Cinzel and Inter arrive, scaled to the web fonts' widths and given their line metrics, so",
    " * that their arrival moves nothing (docs/adr/0035-first-paint-from-the-document.md).",
    " */",
    "",
    blocks.join("\n\n"),
    "",
  ].join("\n");
}

await main();
