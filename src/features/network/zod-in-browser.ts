import { z } from "zod";

// zod 4 compiles object parsers with `new Function` unless told not to; the shop's
// Content-Security-Policy forbids eval (ADR 0004), so in the browser it would log a CSP violation
// on its first parse. Loaded with the schemas, before any browser-side parse.
z.config({ jitless: true });
