// Next runs this file in the browser before the app's own code. zod 4 compiles object parsers with
// `new Function` unless told not to, and probes for it on its first parse; the shop's
// Content-Security-Policy forbids eval (ADR 0004), so that probe would be a CSP violation (and an
// inspector issue in Lighthouse) on whichever page parses first.
//
// zod keeps its configuration on this global so that every copy of it on a page shares one, and
// adopts an object already there: setting it here is `z.config({ jitless: true })` without putting
// zod's core (5 kB) in every page's first load. If a zod release moves it, the CSP browser test
// (security-headers.e2e.ts, which counts eval refusals) fails.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
