import "server-only";
import { z } from "zod";
import { type PaymentCredentials, resolvePaymentSetup } from "@/domain/checkout/payment-mode";
import { isLeaseLongEnough } from "@/domain/email/outbox-lease";
import { hasGoldSpread } from "@/domain/gold/gold-pricing";
import { parseUsdRateToMillicents, parseUsdToCents } from "@/domain/money/money";
import { discordWebhookUrlProblem } from "@/domain/notifications/discord-webhook";
import { settingBoundProblem } from "@/domain/settings/setting-bounds";
import { bakedEnvSnapshot, changedBakedKeys } from "../../scripts/lib/baked-env.mjs";
import { SMTP_SEND_WORST_CASE_MS } from "./email/smtp-transport";

/*
 * The only reader of process.env. Everything the shop can be told from outside is listed here,
 * parsed once, and a wrong value stops start-up with the variable's name in the message.
 * Defaults make `npm start` work with no configuration at all.
 */

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

const absoluteHttpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
    message: "must be an absolute http(s) URL",
  });

/** Empty means "not configured", so the link is simply left out. */
const optionalHttpUrl = z.union([z.literal(""), absoluteHttpUrl]);

const databaseUrl = z
  .string()
  .trim()
  .min(1, { message: "must not be empty" })
  .refine((value) => !/^postgres(ql)?:\/\//i.test(value) || URL.canParse(value), {
    message: "must be a valid postgres:// URL or a SQLite file path",
  });

/** A USD rate such as "0.19", kept exact as millicents. */
const usdRate = z
  .string()
  .trim()
  .transform((value, context) => {
    const millicents = parseUsdRateToMillicents(value);
    if (millicents === null || millicents === 0) {
      context.addIssue({ code: "custom", message: "must be a positive USD amount with at most 5 decimals, like 0.19" });
      return z.NEVER;
    }
    return millicents;
  });

/** A USD amount such as "1.00", kept as cents. */
const usdAmount = z
  .string()
  .trim()
  .transform((value, context) => {
    const cents = parseUsdToCents(value);
    if (cents === null) {
      context.addIssue({ code: "custom", message: "must be a USD amount with at most 2 decimals, like 1.00" });
      return z.NEVER;
    }
    return cents;
  });

/** A whole number of days, hours or minutes for the retention job. */
const period = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** A percentage such as "10" or "12.5", kept exact as basis points. */
const percentage = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, { message: "must be a percentage from 0 to 99.99, like 10" })
  .transform((value) => Math.round(Number(value) * 100));

const envObjectSchema = z.object({
  DATABASE_URL: databaseUrl.default("data/shop.sqlite"),
  SITE_NAME: z.string().trim().min(1, { message: "must not be empty" }).max(60).default("RuneForge"),
  SITE_URL: absoluteHttpUrl.default("http://localhost:3000"),
  SUPPORT_EMAIL: z.email({ message: "must be an email address" }).default("support@runeforge.gg"),
  DISCORD_INVITE_URL: absoluteHttpUrl.default("https://discord.gg/runeforge"),
  SOCIAL_X_URL: optionalHttpUrl.default("https://x.com/runeforgegg"),
  SOCIAL_YOUTUBE_URL: optionalHttpUrl.default("https://www.youtube.com/@runeforgegg"),
  SOCIAL_INSTAGRAM_URL: optionalHttpUrl.default("https://www.instagram.com/runeforgegg"),
  /* Site-wide discount on every line except OSRS Gold. */
  DISCOUNT_PERCENT: percentage.prefault("10"),
  /* What visitors pay for gold, and what the shop pays for it (spec section 9). */
  GOLD_SELL_USD_PER_MILLION: usdRate.prefault("0.19"),
  GOLD_BUY_USD_PER_MILLION: usdRate.prefault("0.12"),
  /* Email: queued in the outbox, sent over SMTP when SMTP_URL is set (Brevo's relay in production). */
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => value === "" || (/^smtps?:\/\//i.test(value) && URL.canParse(value)), {
      message: "must be an smtp:// or smtps:// URL, or empty",
    })
    .default(""),
  /* The wait before the first retry of an email the SMTP server did not take; it doubles after each failure. */
  EMAIL_RETRY_FIRST_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /*
   * How long an outbox worker holds the emails it claims; what a dead instance held is sent again
   * once it runs out. It must outlast the slowest send (smtp-transport.ts), or nothing could be sent.
   */
  OUTBOX_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .max(86_400)
    .refine((seconds) => isLeaseLongEnough(seconds * 1000, SMTP_SEND_WORST_CASE_MS), {
      message: `must be more than ${SMTP_SEND_WORST_CASE_MS / 1000} seconds, the longest one email may take to send`,
    })
    .default(120),
  EMAIL_FROM: z.string().trim().min(3).max(200).default("RuneForge <no-reply@runeforge.gg>"),
  /*
   * The shop's Discord channel webhook: paid and manual orders, refunds, disputes and new
   * messages are posted there through the outbox. Empty: nothing is queued or posted. A secret.
   */
  DISCORD_WEBHOOK_URL: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = value === "" ? null : discordWebhookUrlProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .default(""),
  /* Where contact messages go; empty means SUPPORT_EMAIL. */
  SHOP_INBOX_EMAIL: z.union([z.literal(""), z.email({ message: "must be an email address or empty" })]).default(""),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /* Every other state-changing API route: requests per client per window, counted per route. */
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  API_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /* Live chat: "shop" is the shop's own (same origin, no ad blocker removes it), or a vendor; "none" sends every visitor to the contact form. */
  CHAT_PROVIDER: z.enum(["shop", "none", "crisp", "tawk"]).default("shop"),
  CRISP_WEBSITE_ID: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]*$/i, { message: "must be a Crisp website id" })
    .default(""),
  TAWK_PROPERTY_ID: z
    .string()
    .trim()
    .regex(/^[0-9a-z]*$/i, { message: "must be a Tawk.to property id" })
    .default(""),
  TAWK_WIDGET_ID: z
    .string()
    .trim()
    .regex(/^[0-9a-z]*$/i, { message: "must be a Tawk.to widget id" })
    .default(""),
  /*
   * Payments; their keys decide the payment mode (src/domain/checkout/payment-mode.ts): none →
   * demo (the built-in /test-payment provider), test/sandbox keys → test, live keys → live.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[0-9a-zA-Z]+$|^$/, { message: "must be a Stripe secret key (sk_test_… or sk_live_…)" })
    .default(""),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[0-9a-zA-Z]+$|^$/, { message: "must be a Stripe webhook secret (whsec_…)" })
    .default(""),
  /* Only for tests against a local stand-in of Stripe's API. */
  STRIPE_API_URL: z.union([z.literal(""), absoluteHttpUrl]).default(""),
  SQUARE_ACCESS_TOKEN: z.string().trim().default(""),
  SQUARE_LOCATION_ID: z.string().trim().default(""),
  SQUARE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  /* Only for tests against a local stand-in of Square's API. */
  SQUARE_API_URL: z.union([z.literal(""), absoluteHttpUrl]).default(""),
  SQUARE_WEBHOOK_SIGNATURE_KEY: z.string().trim().default(""),
  /* The notification URL exactly as registered with Square (its signature covers it); empty means SITE_URL + /api/square/webhook. */
  SQUARE_WEBHOOK_URL: z.union([z.literal(""), absoluteHttpUrl]).default(""),
  /* How long a visitor waits for Stripe or Square before checkout answers "try again"; the order stays pending. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /* The smallest payable order total; smaller orders are refused at checkout. */
  MIN_ORDER_USD: usdAmount.prefault("1.00"),
  /*
   * With test keys: keeps /test-payment answering for demo orders placed before the keys were set.
   * New orders never go to the demo once a key is set; refused beside live keys.
   */
  DEMO_PAYMENTS: booleanFlag.default(false),
  /* ?preview=<PREVIEW_TOKEN> shows draft articles in that browser; empty switches preview off. */
  PREVIEW_TOKEN: z
    .string()
    .trim()
    .refine((value) => value === "" || value.length >= 32, {
      message: "must be at least 32 characters (e.g. `openssl rand -hex 32`), or empty",
    })
    .default(""),
  /*
   * How many proxies in front of the shop append to X-Forwarded-For. 0: the client is the socket's
   * peer and the header is ignored; 1: one nginx in front, the right-most entry is the client.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /* Retention (npm run retention, and every RETENTION_INTERVAL_MINUTES inside the server; 0 turns the timer off). */
  RETENTION_INTERVAL_MINUTES: period(0, 10_080, 60),
  CART_RETENTION_DAYS: period(1, 3_650, 30),
  /* How often each instance looks for carts to remind, when the owner turned automatic reminders on; 0: never. */
  CART_REMINDER_INTERVAL_SECONDS: period(0, 86_400, 300),
  EMAIL_BODY_RETENTION_DAYS: period(1, 3_650, 30),
  PENDING_ORDER_EXPIRY_HOURS: period(1, 8_760, 24),
  /* Payment events are the proof that an event was processed once; providers retry for days, so never under 90. */
  PAYMENT_EVENT_RETENTION_DAYS: period(90, 3_650, 90),
  /* Work a loop turn may start before other requests wait for the next turn (src/server/load); 0 turns the gate off. */
  REQUEST_TURN_SLICE_MS: z.coerce.number().min(0).max(1_000).default(3),
  /* pino's level for the server log (one JSON object per line). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /* Any string is accepted here on purpose: an id that fails the GTM rule only disables the tag (spec 9). */
  GTM_ID: z.string().trim().default(""),
  /* Exposes routes that exist only for browser tests (a page that throws, for the 500 page). */
  ENABLE_TEST_ROUTES: booleanFlag.default(false),
  /*
   * Signs abandoned-cart reminder links (restore, unsubscribe). Empty: a key made once and kept in
   * the database, the same for every instance; set it to rotate (every earlier link stops working).
   */
  CART_LINK_SECRET: z
    .string()
    .trim()
    .refine((value) => value === "" || value.length >= 32, {
      message: "must be at least 32 characters (e.g. `openssl rand -hex 32`), or empty",
    })
    .default(""),
});

type PaymentVariables = Pick<
  z.infer<typeof envObjectSchema>,
  "STRIPE_SECRET_KEY" | "SQUARE_ACCESS_TOKEN" | "SQUARE_ENVIRONMENT" | "DEMO_PAYMENTS"
>;

/** The variables the payment mode is derived from. */
export function paymentCredentialsOf(env: PaymentVariables): PaymentCredentials {
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    squareAccessToken: env.SQUARE_ACCESS_TOKEN,
    squareEnvironment: env.SQUARE_ENVIRONMENT,
    demoPayments: env.DEMO_PAYMENTS,
  };
}

/**
 * Rules across variables; each error names the variable to change: a chat vendor needs its ids,
 * Square its location, payment credentials must not mix live and test (nor live and the demo),
 * the shop must buy gold for less than it sells it, and the settings' seeds must be inside their bounds.
 */
export const envSchema = envObjectSchema.superRefine((env, context) => {
  const payments = resolvePaymentSetup(paymentCredentialsOf(env));
  if (!payments.ok) {
    for (const problem of payments.problems) {
      context.addIssue({ code: "custom", path: [problem.variable], message: problem.message });
    }
  }
  const goldRates = {
    sellMillicentsPerMillion: env.GOLD_SELL_USD_PER_MILLION,
    buyMillicentsPerMillion: env.GOLD_BUY_USD_PER_MILLION,
  };
  if (!hasGoldSpread(goldRates)) {
    context.addIssue({
      code: "custom",
      path: ["GOLD_BUY_USD_PER_MILLION"],
      message: "must be below GOLD_SELL_USD_PER_MILLION: the shop would pay more for gold than it sells it for",
    });
  }
  // The settings these seed have the bounds the back office and the command line keep to.
  for (const [variable, key] of [
    ["DISCOUNT_PERCENT", "discount_percent"],
    ["GOLD_SELL_USD_PER_MILLION", "gold_sell_usd_per_million"],
    ["GOLD_BUY_USD_PER_MILLION", "gold_buy_usd_per_million"],
    ["MIN_ORDER_USD", "min_order_usd"],
  ] as const) {
    const problem = settingBoundProblem(key, env[variable]);
    if (problem !== null) context.addIssue({ code: "custom", path: [variable], message: problem });
  }
  if (env.CHAT_PROVIDER === "crisp" && env.CRISP_WEBSITE_ID === "") {
    context.addIssue({ code: "custom", path: ["CRISP_WEBSITE_ID"], message: "is required when CHAT_PROVIDER=crisp" });
  }
  if (env.SQUARE_ACCESS_TOKEN !== "" && env.SQUARE_LOCATION_ID === "") {
    context.addIssue({ code: "custom", path: ["SQUARE_LOCATION_ID"], message: "is required with SQUARE_ACCESS_TOKEN" });
  }
  if (env.CHAT_PROVIDER === "tawk" && (env.TAWK_PROPERTY_ID === "" || env.TAWK_WIDGET_ID === "")) {
    context.addIssue({
      code: "custom",
      path: [env.TAWK_PROPERTY_ID === "" ? "TAWK_PROPERTY_ID" : "TAWK_WIDGET_ID"],
      message: "is required when CHAT_PROVIDER=tawk",
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Credentials, or URLs that may carry one: an error names them but never repeats their value into a log. */
const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "SMTP_URL",
  "DISCORD_WEBHOOK_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SQUARE_ACCESS_TOKEN",
  "SQUARE_WEBHOOK_SIGNATURE_KEY",
  "PREVIEW_TOKEN",
  "CART_LINK_SECRET",
]);

/** Parses a raw environment; throws an EnvError that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const known = Object.fromEntries(
    Object.keys(envObjectSchema.shape).map((key) => [key, source[key] === undefined ? undefined : source[key]]),
  );
  const result = envSchema.safeParse(known);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const got = SECRET_VARIABLES.has(name) ? "value hidden" : `got ${JSON.stringify(source[name] ?? "")}`;
    return `  ${name}: ${issue.message} (${got})`;
  });
  throw new EnvError(`Invalid configuration; fix these environment variables:\n${lines.join("\n")}`);
}

export const env: Env = parseEnv(process.env);

/**
 * The variables written into prerendered pages, as they were when `next build` ran (Next inlines
 * SHOP_BAKED_ENV at build time; see next.config.ts and ADR 0003), beside the names whose values
 * the running server sees differently. Empty when the build recorded nothing.
 */
export function bakedEnvDrift(): string[] {
  let builtWith: Record<string, string>;
  try {
    builtWith = JSON.parse(process.env.SHOP_BAKED_ENV ?? "{}");
  } catch {
    return [];
  }
  if (Object.keys(builtWith).length === 0) return [];
  // The same snapshot the build recorded (credentials by kind), so only a real difference counts.
  return changedBakedKeys(builtWith, bakedEnvSnapshot(process.env));
}

/**
 * Where this server answers itself (the catalogue's listener asks it to drop cached
 * pages). `next start` sets both variables once it listens, the shop's server (scripts/serve.mjs)
 * sets PORT before it starts; outside a server, undefined.
 */
export function selfOrigin(): string | undefined {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (origin) return origin;
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : undefined;
}

/** True under `next dev`. NODE_ENV is set by Next itself, not by the shop's operator. */
export const isDevelopmentServer: boolean = process.env.NODE_ENV === "development";

/** True while `next build` prerenders pages. NEXT_PHASE is set by Next itself: no database is read then. */
export const isBuildPhase: boolean = process.env.NEXT_PHASE === "phase-production-build";
