import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientAddress, normaliseAddress } from "./client-address";

describe("clientAddress with no proxy in front (0 trusted hops)", () => {
  it("is the socket's peer, whatever X-Forwarded-For says", () => {
    expect(clientAddress({ forwardedFor: "198.51.100.1", trustedHops: 0, peerAddress: "203.0.113.7" })).toBe(
      "203.0.113.7",
    );
    expect(clientAddress({ forwardedFor: null, trustedHops: 0, peerAddress: "::ffff:203.0.113.7" })).toBe(
      "203.0.113.7",
    );
  });

  it("is 'unknown' only when the socket is not known", () => {
    expect(clientAddress({ forwardedFor: "198.51.100.1", trustedHops: 0, peerAddress: null })).toBe("unknown");
  });

  it("never lets a header choose the key", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 80 })), (forwardedFor) => {
        expect(clientAddress({ forwardedFor, trustedHops: 0, peerAddress: "203.0.113.7" })).toBe("203.0.113.7");
      }),
    );
  });
});

describe("clientAddress behind trusted proxies", () => {
  it("takes the right-most entry behind one nginx, ignoring what the client put to its left", () => {
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    const input = { forwardedFor: "10.9.9.9, 198.51.100.1, 203.0.113.7", trustedHops: 1, peerAddress: "10.0.0.2" };
    expect(clientAddress(input)).toBe("203.0.113.7");
  });

  it("takes the N-th entry from the right behind N proxies", () => {
    const forwardedFor = "1.1.1.1, 203.0.113.7, 192.0.2.50";
    expect(clientAddress({ forwardedFor, trustedHops: 2, peerAddress: "10.0.0.2" })).toBe("203.0.113.7");
    expect(clientAddress({ forwardedFor, trustedHops: 3, peerAddress: "10.0.0.2" })).toBe("1.1.1.1");
  });

  it("falls back to the socket when the header has fewer entries than proxies, or none", () => {
    expect(clientAddress({ forwardedFor: "203.0.113.7", trustedHops: 2, peerAddress: "10.0.0.2" })).toBe("10.0.0.2");
    expect(clientAddress({ forwardedFor: null, trustedHops: 1, peerAddress: "10.0.0.2" })).toBe("10.0.0.2");
  });

  it("falls back to the socket when the trusted entry is not an address", () => {
    expect(clientAddress({ forwardedFor: "203.0.113.7, junk", trustedHops: 1, peerAddress: "10.0.0.2" })).toBe(
      "10.0.0.2",
    );
    expect(clientAddress({ forwardedFor: "", trustedHops: 1, peerAddress: null })).toBe("unknown");
  });

  it("lets no text the client controls pick the key", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 1, max: 3 }), (forged, hops) => {
        const proxies = ["203.0.113.7", "192.0.2.1", "192.0.2.2"].slice(0, hops);
        const forwardedFor = [forged, ...proxies].join(", ");
        expect(clientAddress({ forwardedFor, trustedHops: hops, peerAddress: "10.0.0.2" })).toBe("203.0.113.7");
      }),
    );
  });
});

describe("normaliseAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::ffff", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::1]:443", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("keys %j as %j", (raw, key) => {
    expect(normaliseAddress(raw)).toBe(key);
  });

  it("gives every address of one IPv6 /64 the same key", () => {
    expect(normaliseAddress("2001:db8:aa:bb:1::1")).toBe(normaliseAddress("2001:db8:aa:bb:ffff:ffff:ffff:ffff"));
  });

  it.each([
    "",
    "unknown",
    "256.1.1.1",
    "1.2.3",
    "01.2.3.4",
    "1.2.3.4.5",
    "2001:db8::1::2",
    "1:2:3:4:5:6:7:8:9",
    "12345::",
    "::ffff:999.1.1.1",
    "éé",
    "203.0.113.7, 10.0.0.1",
  ])("refuses %j", (raw) => {
    expect(normaliseAddress(raw)).toBeNull();
  });
});
