import { en } from "zod/locales";
import { config } from "zod/mini";

/*
 * The zod of every schema the shop's browser loads (issue 19, ADR 0022): zod/mini, whose functions
 * a bundler keeps only when used, where classic zod's chunk was an 80-100 ms long task on /checkout
 * with a cart. Import it as `import * as z from "@/domain/api/zod-mini"`, never zod itself (biome.json
 * refuses that in these files), and write checks as functions: `z.string().check(z.maxLength(40))`.
 *
 * zod/mini sets no messages of its own, and classic zod sets English only when one of its schemas
 * is built: without this call the messages the server answers (parse-body.ts) and the forms show
 * would read "Invalid input" or English depending on whether the back office's schemas loaded first.
 * `config` merges into zod's one shared configuration (Object.assign in zod's core.js), so the
 * `jitless` flag src/instrumentation-client.ts set before any zod loaded stays on.
 *
 * A star re-export and `en` by name, not `export { z }` and `z.locales.en()`: with those, webpack
 * kept ~8 kB more of zod and esbuild all of it, locales included (measured on a two-field schema).
 */
config(en());

export * from "zod/mini";
