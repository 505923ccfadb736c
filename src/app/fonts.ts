import localFont from "next/font/local";

/*
 * Served from our own origin out of the fontsource packages: nothing is fetched from Google at build or run time.
 * Not preloaded: with `swap`, text first paints in the size-adjusted fallback, so no paint waits for a
 * font. A preload would only make the fonts (about 78 kB) compete with the HTML on a slow phone's
 * network and count against the largest contentful paint (issue 19).
 */

export const cinzel = localFont({
  src: [
    { path: "../../node_modules/@fontsource/cinzel/files/cinzel-latin-600-normal.woff2", weight: "600" },
    { path: "../../node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-cinzel",
  display: "swap",
  fallback: ["Georgia", "serif"],
  preload: false,
});

export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-inter",
  display: "swap",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
  preload: false,
});
