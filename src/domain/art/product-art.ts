import { z } from "zod";

/*
 * The shop's own product pictures: a glyph from game-icons.net's set (CC BY 3.0, credited on
 * /credits) inside the frame of the product's line, in the shop's palette with the line's colour as
 * accent. Pure composition: scripts/build-art.ts feeds it the icon set and writes the static files,
 * so neither the build nor a visitor's browser ever loads an icon engine or the set itself.
 */

const hex = z.string().regex(/^#[0-9a-f]{6}$/);
const iconName = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const FRAME_KINDS = [
  "crest",
  "shield",
  "gate",
  "round",
  "scroll",
  "book",
  "diamond",
  "square",
  "double",
] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

export const productArtMapSchema = z
  .object({
    $comment: z.string().optional(),
    lines: z.record(z.string(), z.object({ frame: z.enum(FRAME_KINDS), accent: hex }).strict()),
    products: z.record(z.string(), z.union([iconName, z.object({ icon: iconName, tint: hex }).strict()])),
  })
  .strict();
export type ProductArtMap = z.infer<typeof productArtMapSchema>;

/** An icon as the Iconify JSON keeps it: inner SVG markup on a square canvas (512 for game-icons). */
export type IconBody = { body: string; width?: number; height?: number };

export type ProductArtChoice = { icon: string; tint: string | null };

export function artChoice(entry: ProductArtMap["products"][string]): ProductArtChoice {
  return typeof entry === "string" ? { icon: entry, tint: null } : { icon: entry.icon, tint: entry.tint };
}

/** Where a product's picture is served from; one file per product. */
export function productArtSrc(sku: string): string {
  return `/art/products/${sku}.svg`;
}

const STONE = "#1a1714";
const PARCHMENT = "#efe6d8";
const GROUND = "#b9ab97";

/** The frame outlines on the 160 × 120 canvas every line illustration uses, centred on (80, 58). */
const FRAME_PATHS: Record<FrameKind, string> = {
  crest: "M80 10L122 34V82L80 106L38 82V34Z",
  shield: "M42 16H118V56C118 81 102 97 80 106C58 97 42 81 42 56Z",
  gate: "M40 104V52A40 40 0 0 1 120 52V104Z",
  round: "M80 12A46 46 0 1 1 80 104A46 46 0 1 1 80 12Z",
  scroll: "M44 22H116V94H44Z",
  book: "M40 18H116A4 4 0 0 1 120 22V98A4 4 0 0 1 116 102H40Z",
  diamond: "M80 8L130 58L80 108L30 58Z",
  square: "M50 14H110A14 14 0 0 1 124 28V88A14 14 0 0 1 110 102H50A14 14 0 0 1 36 88V28A14 14 0 0 1 50 14Z",
  double: "M80 12A46 46 0 1 1 80 104A46 46 0 1 1 80 12Z",
};

/** Extra strokes that make a frame read as what it is (the scroll's rollers, the book's spine). */
function frameDetail(kind: FrameKind, accent: string): string {
  switch (kind) {
    case "scroll":
      return `<rect x="38" y="14" width="84" height="12" rx="6" fill="${accent}"/><rect x="38" y="90" width="84" height="12" rx="6" fill="${accent}"/>`;
    case "book":
      return `<path d="M50 18V102" stroke="${accent}" stroke-width="2" opacity=".6"/>`;
    case "double":
      return `<circle cx="80" cy="58" r="39" fill="none" stroke="${accent}" stroke-width="1.2" opacity=".55"/>`;
    case "crest":
      return `<path d="M80 17L116 38V78L80 99L44 78V38Z" fill="none" stroke="${accent}" stroke-width="1" opacity=".35"/>`;
    case "shield":
      return `<path d="M80 22V100" stroke="${accent}" stroke-width="1" opacity=".25"/>`;
    default:
      return "";
  }
}

/** How big the glyph is drawn in each frame (px of the 160 × 120 canvas). */
const GLYPH_SIZE: Record<FrameKind, number> = {
  crest: 58,
  shield: 56,
  gate: 58,
  round: 60,
  scroll: 56,
  book: 56,
  diamond: 52,
  square: 62,
  double: 56,
};

/** Decimal places enough for a 160 px canvas, without trailing zeros. */
function num(value: number): string {
  return String(Number(value.toFixed(5)));
}

/**
 * game-icons glyphs are single-colour paths drawn in currentColor; the frame sets their colour, so
 * their own fill is dropped.
 */
export function glyphMarkup(icon: IconBody): string {
  return icon.body.replace(/\s?fill="currentColor"/g, "");
}

/** One product's picture, as the complete SVG file. */
export function composeProductArt(input: {
  frame: FrameKind;
  accent: string;
  tint: string | null;
  icon: IconBody;
  /** The product's name, kept as the file's title for anyone opening it on its own. */
  title: string;
}): string {
  const { frame, accent, tint, icon, title } = input;
  const canvas = icon.width ?? 512;
  const size = GLYPH_SIZE[frame];
  const scale = size / canvas;
  const x = 80 - size / 2;
  const y = 58 - size / 2;
  const glyph = glyphMarkup(icon);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120">`,
    `<title>${escapeXml(title)}</title>`,
    `<circle cx="80" cy="58" r="50" fill="${accent}" opacity=".08"/>`,
    `<ellipse cx="80" cy="110" rx="44" ry="4.5" fill="${GROUND}" opacity=".12"/>`,
    `<path d="${FRAME_PATHS[frame]}" fill="${STONE}" stroke="${accent}" stroke-width="2.5" stroke-linejoin="round"/>`,
    frameDetail(frame, accent),
    `<defs><g id="g" transform="translate(${num(x)} ${num(y)}) scale(${num(scale)})">${glyph}</g></defs>`,
    `<use href="#g" transform="translate(1.5 2)" fill="${accent}" opacity=".45"/>`,
    `<use href="#g" fill="${tint ?? PARCHMENT}"/>`,
    `</svg>`,
    "",
  ].join("");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The product's Open Graph card, as social networks take it (PNG: they draw no SVG). */
export function productOgSrc(sku: string): string {
  return `/art/og/${sku}.png`;
}

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Splits a title into lines of at most `width` characters, at spaces (a longer word keeps its own line). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The Open Graph card of a product: its picture on the left, its name and line on the right (1200 × 630). */
export function composeOgCard(input: { art: string; title: string; subtitle: string }): string {
  const inner = input.art
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[^<]*<\/title>/, "");
  const long = input.title.length > 28;
  const size = long ? 44 : 56;
  const lines = wrapWords(input.title, long ? 15 : 13).slice(0, 4);
  const top = 315 - ((lines.length - 1) * size * 1.15) / 2 - 10;
  const titleMarkup = lines
    .map(
      (line, index) =>
        `<text x="660" y="${num(top + index * size * 1.15)}" font-family="Cinzel, Georgia, serif" font-size="${size}" font-weight="700" fill="${PARCHMENT}">${escapeXml(line)}</text>`,
    )
    .join("");
  const subtitleY = num(top + (lines.length - 1) * size * 1.15 + 64);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    `<rect width="1200" height="630" fill="#0f0d0b"/>`,
    `<rect x="24" y="24" width="1152" height="582" rx="24" fill="${STONE}" stroke="#2b2520" stroke-width="2"/>`,
    `<svg x="60" y="105" width="560" height="420" viewBox="0 0 160 120">${inner}</svg>`,
    titleMarkup,
    `<text x="660" y="${subtitleY}" font-family="Inter, Arial, sans-serif" font-size="30" fill="#e8b04b">${escapeXml(input.subtitle)}</text>`,
    `</svg>`,
  ].join("");
}
