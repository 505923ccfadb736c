import { isValidGtmId } from "../analytics/gtm-id";

/*
 * The response headers every page, API route, 404 and static asset carries. The
 * Content-Security-Policy names our origin and only the vendors this shop is configured to use, so
 * it is built from the running server's configuration and set on each response as it arrives
 * (src/server/http/request-stamp.ts); the other headers never change and the same stamp sets them
 * (a `/:path*` rule in next.config.ts cost Next a path match on every request).
 * The policy has no nonce on purpose: pages are prerendered and cached
 * (docs/adr/0004-content-security-policy.md).
 */

/** Hosts the browser may reach, per vendor; each adapter's own documentation lists them. */
export const VENDOR_SOURCES = {
  /** Google Tag Manager and the GA4 tags it loads (src/features/analytics/google-tag-manager.tsx). */
  googleTagManager: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  /** Stripe Checkout: the visitor is sent to checkout.stripe.com; Stripe.js if a page ever embeds it. */
  stripe: {
    script: ["https://js.stripe.com"],
    connect: ["https://api.stripe.com"],
    frame: ["https://js.stripe.com", "https://checkout.stripe.com", "https://hooks.stripe.com"],
    form: ["https://checkout.stripe.com"],
  },
  /** Square payment links (square.link, then Square's hosted checkout) and its web SDK hosts. */
  square: {
    script: ["https://*.squarecdn.com"],
    connect: ["https://*.squareup.com", "https://*.squarecdn.com"],
    frame: ["https://*.squarecdn.com", "https://*.squareup.com"],
    form: ["https://square.link", "https://*.squareup.com", "https://checkout.square.site"],
  },
  /** Crisp (src/features/chat/crisp-widget.ts): script, styles, fonts, avatars and its relay socket. */
  crisp: {
    script: ["https://client.crisp.chat", "https://settings.crisp.chat"],
    connect: ["https://*.crisp.chat", "wss://client.relay.crisp.chat", "wss://stream.relay.crisp.chat"],
    img: ["https://*.crisp.chat"],
    style: ["https://client.crisp.chat"],
    font: ["https://client.crisp.chat"],
    frame: ["https://game.crisp.chat"],
    media: ["https://client.crisp.chat"],
  },
  /** Tawk.to (src/features/chat/tawk-widget.ts): embed.tawk.to and its CDN, frames and socket. */
  tawk: {
    script: ["https://embed.tawk.to", "https://*.tawk.to", "https://cdn.jsdelivr.net"],
    connect: ["https://*.tawk.to", "wss://*.tawk.to"],
    img: ["https://*.tawk.to", "https://cdn.jsdelivr.net", "https://tawk.link"],
    style: ["https://*.tawk.to", "https://fonts.googleapis.com"],
    font: ["https://*.tawk.to", "https://fonts.gstatic.com"],
    frame: ["https://*.tawk.to"],
    media: ["https://*.tawk.to"],
  },
} as const;

export type Vendor = keyof typeof VENDOR_SOURCES;

export const ALL_VENDORS = Object.keys(VENDOR_SOURCES) as Vendor[];

/** What the running shop is configured with, as far as the browser's reach is concerned. */
export type VendorConfiguration = {
  gtmId: string;
  /** Stripe keys are set. */
  stripe: boolean;
  /** Square keys are set. */
  square: boolean;
  /** The shop's own chat is same-origin: only a vendor widens the policy. */
  chat: "shop" | "none" | "crisp" | "tawk";
};

/** The vendors a page may load from: the tag manager only with a container id it would load (spec 5). */
export function configuredVendors(config: VendorConfiguration): Vendor[] {
  const vendors: Vendor[] = [];
  if (isValidGtmId(config.gtmId)) vendors.push("googleTagManager");
  if (config.stripe) vendors.push("stripe");
  if (config.square) vendors.push("square");
  if (config.chat === "crisp" || config.chat === "tawk") vendors.push(config.chat);
  return vendors;
}

type SourceKind = "script" | "connect" | "img" | "style" | "font" | "frame" | "form" | "media";

function vendorSources(vendors: readonly Vendor[], kind: SourceKind): string[] {
  const hosts = vendors.flatMap((vendor) => {
    const sources: Partial<Record<SourceKind, readonly string[]>> = VENDOR_SOURCES[vendor];
    return sources[kind] ?? [];
  });
  return [...new Set(hosts)];
}

export type SecurityHeaderOptions = {
  /** `next dev` needs eval for fast refresh; a production build never gets it. */
  development: boolean;
  /** The vendors whose hosts the policy lists (configuredVendors); none for the fallback policy. */
  vendors: readonly Vendor[];
};

/**
 * `'unsafe-inline'` in script-src carries Next's inline hydration payload and the tag manager's
 * bootstrap line on prerendered pages; what it risks and what limits that is in ADR 0004.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const from = (kind: SourceKind) => vendorSources(options.vendors, kind);
  const frames = from("frame");
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : []), ...from("script")]],
    ["style-src", ["'self'", "'unsafe-inline'", ...from("style")]],
    ["img-src", ["'self'", "data:", "blob:", ...from("img")]],
    ["font-src", ["'self'", "data:", ...from("font")]],
    ["connect-src", ["'self'", ...from("connect")]],
    ["media-src", ["'self'", ...from("media")]],
    ["frame-src", frames.length > 0 ? frames : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["form-action", ["'self'", ...from("form")]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** Two years, the preload list's minimum; browsers ignore it over plain http, so local runs are unaffected. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** The headers that do not depend on configuration, set on every response by the request stamp. */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Older browsers that ignore frame-ancestors still honour this.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  ];
}
