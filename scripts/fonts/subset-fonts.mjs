#!/usr/bin/env node
// @ts-check
// Writes the shop's web fonts (src/app/fonts/*.woff2) from the fontsource packages, cut to the
// glyphs the shop shows and, for Inter, to the weights it uses (400 to 700): a phone on a slow
// network downloads them before the page's text is final. Run it again after a
// fontsource update or when the site starts using a character outside TEXT (that character then
// shows in the fallback font):
//
//   node scripts/fonts/subset-fonts.mjs

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT = path.join(ROOT, "src", "app", "fonts");

/** @param {number} from @param {number} to */
const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** The typographic punctuation of the copy (dashes, quotes, ellipsis, ›) and the symbols the pages use. */
const PUNCTUATION = [range(0x2010, 0x2027), range(0x2030, 0x203a), "€−≈→←™Σ"].join("");
/** Body text: also Latin-1, for what visitors type and see again (accented names) and £ ¥ © · ×. */
const BODY_TEXT = [range(0x20, 0x7e), range(0xa0, 0xff), PUNCTUATION].join("");
/** Headings (page and section titles, product names): the copy is ASCII; · and × appear in titles. */
const HEADING_TEXT = [range(0x20, 0x7e), "·×", PUNCTUATION].join("");
/**
 * The OpenType features the CSS can ask for or the browser applies by default; the rest (stylistic
 * sets, case-sensitive forms, fractions…) are never turned on here.
 */
const LAYOUT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "rvrn"];

const FONTS = [
  {
    from: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "inter-wght-400-700.woff2",
    text: BODY_TEXT,
    // Tailwind's font-normal, -medium, -semibold and -bold: nothing lighter or heavier is drawn.
    variationAxes: { wght: { min: 400, max: 700, default: 400 } },
  },
  {
    from: "node_modules/@fontsource/cinzel/files/cinzel-latin-600-normal.woff2",
    to: "cinzel-600.woff2",
    text: HEADING_TEXT,
  },
  {
    from: "node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff2",
    to: "cinzel-700.woff2",
    text: HEADING_TEXT,
  },
];

for (const font of FONTS) {
  const source = readFileSync(path.join(ROOT, font.from));
  const subset = await subsetFont(source, font.text, {
    targetFormat: "woff2",
    layoutFeatures: LAYOUT_FEATURES,
    ...(font.variationAxes ? { variationAxes: font.variationAxes } : {}),
  });
  writeFileSync(path.join(OUT, font.to), subset);
  console.log(`${font.to}: ${source.byteLength} → ${subset.byteLength} bytes`);
}
