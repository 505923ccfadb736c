import { describe, expect, it } from "vitest";
import { NO_RUNTIME_CONFIG, parseClientRuntimeConfig } from "./runtime-config";

describe("parseClientRuntimeConfig", () => {
  it("keeps a valid tag manager id and each chat vendor with its ids", () => {
    expect(parseClientRuntimeConfig({ gtmId: "GTM-AB12", chat: { provider: "crisp", websiteId: "0f4c-11" } })).toEqual({
      gtmId: "GTM-AB12",
      chat: { provider: "crisp", websiteId: "0f4c-11" },
    });
    expect(
      parseClientRuntimeConfig({ gtmId: "", chat: { provider: "tawk", propertyId: "p1", widgetId: "w1" } }),
    ).toEqual({ gtmId: "", chat: { provider: "tawk", propertyId: "p1", widgetId: "w1" } });
    expect(
      parseClientRuntimeConfig({ gtmId: "", chat: { provider: "shop", src: "https://evil.example" } }).chat,
    ).toEqual({
      provider: "shop",
    });
  });

  it("drops a tag manager id that breaks the GTM rule", () => {
    expect(parseClientRuntimeConfig({ gtmId: "gtm-abc", chat: { provider: "none" } }).gtmId).toBe("");
    expect(parseClientRuntimeConfig({ gtmId: "GTM-AB12&x=<script>", chat: { provider: "none" } }).gtmId).toBe("");
  });

  it("switches chat off when a vendor's ids are missing or could smuggle a URL", () => {
    expect(parseClientRuntimeConfig({ gtmId: "", chat: { provider: "crisp" } }).chat).toEqual({ provider: "none" });
    expect(
      parseClientRuntimeConfig({ gtmId: "", chat: { provider: "tawk", propertyId: "../evil", widgetId: "w" } }).chat,
    ).toEqual({ provider: "none" });
    expect(parseClientRuntimeConfig({ gtmId: "", chat: { provider: "olark", id: "x" } }).chat).toEqual({
      provider: "none",
    });
  });

  it("answers 'nothing configured' for anything that is not the expected object", () => {
    for (const value of [null, undefined, "GTM-AB12", 42, [], { chat: "crisp" }]) {
      expect(parseClientRuntimeConfig(value)).toEqual(NO_RUNTIME_CONFIG);
    }
  });
});
