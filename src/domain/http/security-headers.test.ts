import { describe, expect, it } from "vitest";
import {
  ALL_VENDORS,
  configuredVendors,
  contentSecurityPolicy,
  securityHeaders,
  VENDOR_SOURCES,
  type Vendor,
} from "./security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const production = directives(contentSecurityPolicy({ development: false, vendors: ALL_VENDORS }));

  it("refuses framing, plugins and foreign base URLs outright", () => {
    expect(production.get("frame-ancestors")).toEqual(["'none'"]);
    expect(production.get("object-src")).toEqual(["'none'"]);
    expect(production.get("base-uri")).toEqual(["'self'"]);
    expect(production.get("default-src")).toEqual(["'self'"]);
  });

  it("lets scripts come only from our origin, inline, and the named vendors", () => {
    const scripts = production.get("script-src") ?? [];
    expect(scripts.slice(0, 2)).toEqual(["'self'", "'unsafe-inline'"]);
    expect(scripts).toEqual(
      expect.arrayContaining([
        "https://www.googletagmanager.com",
        "https://js.stripe.com",
        "https://client.crisp.chat",
        "https://embed.tawk.to",
      ]),
    );
    expect(scripts).not.toContain("'unsafe-eval'");
    // Every source is https with a named host: no scheme-wide or bare wildcard.
    for (const source of scripts.slice(2)) expect(source).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+\.[a-z]+$/);
  });

  it("lets the chat vendors open their sockets and Stripe and Square receive form posts", () => {
    expect(production.get("connect-src")).toEqual(
      expect.arrayContaining(["'self'", "wss://client.relay.crisp.chat", "wss://*.tawk.to", "https://api.stripe.com"]),
    );
    expect(production.get("form-action")).toEqual(
      expect.arrayContaining(["'self'", "https://checkout.stripe.com", "https://square.link"]),
    );
  });

  it("never lists a host twice in one directive", () => {
    for (const [, sources] of production) expect(new Set(sources).size).toBe(sources.length);
  });

  it("adds eval only for the development server", () => {
    expect(directives(contentSecurityPolicy({ development: true, vendors: [] })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });
});

describe("securityHeaders", () => {
  it("sends HSTS for two years with subdomains, nosniff, a referrer policy and a permissions policy", () => {
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });

  it("leaves the Content-Security-Policy to the running server, which knows the configured vendors", () => {
    expect(securityHeaders().map(({ key }) => key.toLowerCase())).not.toContain("content-security-policy");
  });
});

/** Every host a policy names, across all directives. */
function hostsIn(policy: string): Set<string> {
  return new Set(policy.match(/(?:https|wss):\/\/[^\s;]+/g) ?? []);
}

function hostsOf(vendor: Vendor): Set<string> {
  return new Set(Object.values(VENDOR_SOURCES[vendor]).flat());
}

describe("the policy follows the configured vendors", () => {
  it("names no vendor host at all when none is configured", () => {
    const policy = contentSecurityPolicy({ development: false, vendors: [] });
    expect([...hostsIn(policy)]).toEqual([]);
    expect(directives(policy).get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(policy).get("frame-src")).toEqual(["'none'"]);
  });

  it.each(ALL_VENDORS)("lists %s's hosts, and only them, when it alone is configured", (vendor) => {
    expect(hostsIn(contentSecurityPolicy({ development: false, vendors: [vendor] }))).toEqual(hostsOf(vendor));
  });

  it("lists the union of two vendors", () => {
    const hosts = hostsIn(contentSecurityPolicy({ development: false, vendors: ["stripe", "crisp"] }));
    expect(hosts).toEqual(new Set([...hostsOf("stripe"), ...hostsOf("crisp")]));
  });
});

describe("configuredVendors", () => {
  const none = { gtmId: "", stripe: false, square: false, chat: "none" } as const;

  it("is empty with nothing configured", () => {
    expect(configuredVendors(none)).toEqual([]);
  });

  it("takes the tag manager only with a valid container id", () => {
    expect(configuredVendors({ ...none, gtmId: "GTM-AB12CD" })).toEqual(["googleTagManager"]);
    expect(configuredVendors({ ...none, gtmId: "gtm-not-valid" })).toEqual([]);
    expect(configuredVendors({ ...none, gtmId: "GTM-AB12CD evil" })).toEqual([]);
  });

  it("takes Stripe and Square only with their keys, and the chat vendor CHAT_PROVIDER names", () => {
    expect(configuredVendors({ ...none, stripe: true })).toEqual(["stripe"]);
    expect(configuredVendors({ ...none, square: true, chat: "tawk" })).toEqual(["square", "tawk"]);
    expect(configuredVendors({ ...none, chat: "crisp" })).toEqual(["crisp"]);
    expect(configuredVendors({ ...none, chat: "shop" })).toEqual([]);
  });
});
