import localFont from "next/font/local";

/*
 * Served from our own origin: nothing is fetched from Google at build or run time. The files are the
 * fontsource packages' cut to the glyphs the shop shows and, for Inter, to the weights it draws
 * (400 to 700) by scripts/fonts/subset-fonts.mjs: 78 kB became 49 kB. `optional`: a font that is
 * not there when the page is first drawn is not swapped in on that page (a swap moved the gold page's
 * text, CLS 0.08, even with matched faces); the page is drawn in system faces scaled to the fonts'
 * widths and given their line metrics (font-fallbacks.css), and the next page load finds the fonts
 * in the cache. `preload: false`: Chrome holds the first paint up to 50 ms for preloaded optional
 * fonts, which on a slow link cannot come in that time; the head's font script
 * (src/features/shell/font-boot-script.ts) preloads them where they can (ADR 0037).
 */

export const cinzel = localFont({
  src: [
    { path: "./fonts/cinzel-600.woff2", weight: "600" },
    { path: "./fonts/cinzel-700.woff2", weight: "700" },
  ],
  variable: "--font-cinzel",
  display: "optional",
  preload: false,
  // Our own metric-matched faces (font-fallbacks.css) instead of Next's, which name Arial alone:
  // most phones and Linux have no Arial, and there the swap moved the page.
  adjustFontFallback: false,
  fallback: ["Cinzel Fallback", "Cinzel Fallback Roboto", "Georgia", "serif"],
});

export const inter = localFont({
  src: "./fonts/inter-wght-400-700.woff2",
  weight: "400 700",
  variable: "--font-inter",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  fallback: ["Inter Fallback", "Inter Fallback Roboto", "ui-sans-serif", "system-ui", "sans-serif"],
});
