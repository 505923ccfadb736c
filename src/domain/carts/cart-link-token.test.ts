import { describe, expect, it } from "vitest";
import { fakeMac } from "../../../tests/support/fake-mac";
import { CART_LINK_LIFETIME_MS, signCartLink, verifyCartLink } from "./cart-link-token";

const mac = fakeMac("test key");
const otherMac = fakeMac("another key");
const UUID = "0b6f3c2e-4d1a-4f3b-9c2d-7e8f9a0b1c2d";
const NOW = new Date("2026-11-27T00:00:00.000Z");

describe("cart link tokens", () => {
  it("verifies what it signed, naming the cart and when it ends", () => {
    const { token, expiresAt } = signCartLink("restore", UUID, NOW, mac);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(token).not.toContain("@");
    expect(expiresAt.getTime() - NOW.getTime()).toBe(CART_LINK_LIFETIME_MS.restore);
    expect(verifyCartLink("restore", token, NOW, mac)).toEqual({ ok: true, cartUuid: UUID, expiresAt });
  });

  it("refuses a token after its expiry", () => {
    const { token } = signCartLink("restore", UUID, NOW, mac);
    const later = new Date(NOW.getTime() + CART_LINK_LIFETIME_MS.restore + 1);
    expect(verifyCartLink("restore", token, later, mac)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a changed cart, a changed expiry, another key and the other purpose", () => {
    const { token } = signCartLink("restore", UUID, NOW, mac);
    const [prefix, uuid, seconds, signature] = token.split(".");
    const otherCart = `${prefix}.${uuid?.replace(/^0/, "1")}.${seconds}.${signature}`;
    const longer = `${prefix}.${uuid}.${Number(seconds) + 86_400}.${signature}`;
    expect(verifyCartLink("restore", otherCart, NOW, mac)).toEqual({ ok: false, reason: "forged" });
    expect(verifyCartLink("restore", longer, NOW, mac)).toEqual({ ok: false, reason: "forged" });
    expect(verifyCartLink("restore", token, NOW, otherMac)).toEqual({ ok: false, reason: "forged" });
    expect(verifyCartLink("unsubscribe", token, NOW, mac)).toEqual({ ok: false, reason: "malformed" });
    const unsubscribe = signCartLink("unsubscribe", UUID, NOW, mac).token;
    expect(verifyCartLink("unsubscribe", unsubscribe, NOW, mac).ok).toBe(true);
    expect(verifyCartLink("restore", `r${unsubscribe.slice(1)}`, NOW, mac)).toEqual({ ok: false, reason: "forged" });
  });

  it("refuses anything that is not a token", () => {
    for (const value of [undefined, null, 42, "", "r.x.1.abc", `r.${UUID}.1`, "x".repeat(500)]) {
      expect(verifyCartLink("restore", value, NOW, mac)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("signs only a cart uuid", () => {
    expect(() => signCartLink("restore", "not-a-uuid", NOW, mac)).toThrow();
  });
});
