import { describe, expect, it } from "vitest";
import { isCrossSiteRequest, ownHosts } from "./cross-site";

const OWN = ["shop.example", "127.0.0.1:3000"];

describe("isCrossSiteRequest", () => {
  it.each([
    ["a server-to-server call with neither header", null, null],
    ["our own page (same-origin)", "https://shop.example", "same-origin"],
    ["our own page on another port we answer on", "http://127.0.0.1:3000", "same-origin"],
    ["a same-site fetch with no Origin", null, "same-site"],
    ["a typed address or bookmark", null, "none"],
    ["an old browser that sends only Origin", "https://SHOP.example", null],
  ])("lets through %s", (_name, origin, secFetchSite) => {
    expect(isCrossSiteRequest({ origin, secFetchSite, ownHosts: OWN })).toBe(false);
  });

  it.each([
    ["Sec-Fetch-Site cross-site", null, "cross-site"],
    ["Sec-Fetch-Site cross-site even with our Origin", "https://shop.example", "cross-site"],
    ["an unknown Sec-Fetch-Site value", null, "sideways"],
    ["another site's Origin", "https://evil.example", "same-site"],
    ["a look-alike host", "https://shop.example.evil.example", null],
    ["our host on another port", "https://shop.example:8443", null],
    ["an opaque origin", "null", null],
    ["an Origin that is not a URL", "not a url", null],
    ["a non-web scheme", "file://shop.example", null],
  ])("refuses %s", (_name, origin, secFetchSite) => {
    expect(isCrossSiteRequest({ origin, secFetchSite, ownHosts: OWN })).toBe(true);
  });

  it("refuses any Origin when the shop knows none of its hosts", () => {
    expect(isCrossSiteRequest({ origin: "https://shop.example", secFetchSite: null, ownHosts: [] })).toBe(true);
  });
});

describe("ownHosts", () => {
  const request = {
    siteUrl: "https://shop.example",
    requestUrl: "http://localhost:3000/api/cart/saveCartData",
    host: "10.0.0.5:3000",
    forwardedHost: "evil.example",
  };
  const crossSite = (hosts: string[], origin: string) =>
    isCrossSiteRequest({ origin, secFetchSite: null, ownHosts: hosts });

  it("ignores X-Forwarded-Host with no proxy of ours in front: any client can write it", () => {
    const hosts = ownHosts({ ...request, trustedProxyHops: 0 });
    expect(hosts).toEqual(["shop.example", "localhost:3000", "10.0.0.5:3000"]);
    expect(crossSite(hosts, "https://evil.example")).toBe(true);
    expect(crossSite(hosts, "https://shop.example")).toBe(false);
  });

  it("believes the entry the nearest proxy wrote when TRUSTED_PROXY_HOPS is above 0", () => {
    const hosts = ownHosts({ ...request, forwardedHost: "evil.example, www.shop.example", trustedProxyHops: 1 });
    expect(hosts).toContain("www.shop.example");
    expect(hosts).not.toContain("evil.example");
    expect(crossSite(hosts, "https://www.shop.example")).toBe(false);
    expect(crossSite(hosts, "https://evil.example")).toBe(true);
  });

  it("leaves out what is missing or not a URL", () => {
    expect(
      ownHosts({ siteUrl: "x", requestUrl: "/relative", host: " ", forwardedHost: null, trustedProxyHops: 2 }),
    ).toEqual([]);
  });
});
