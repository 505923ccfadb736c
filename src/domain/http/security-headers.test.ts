import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const production = directives(contentSecurityPolicy({ development: false }));

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
    expect(directives(contentSecurityPolicy({ development: true })).get("script-src")).toContain("'unsafe-eval'");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS for two years with subdomains, nosniff, a referrer policy and a permissions policy", () => {
    const headers = Object.fromEntries(securityHeaders({ development: false }).map(({ key, value }) => [key, value]));
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  });
});
