import { describe, expect, it } from "vitest";
import { isBackOfficePath } from "./back-office-path";

describe("isBackOfficePath", () => {
  it("holds for /admin and every page below it, with or without a trailing slash or query", () => {
    for (const path of ["/admin", "/admin/", "/admin/sign-in", "/admin/orders/abc?q=RF-1", "/admin/messages/1#reply"]) {
      expect(isBackOfficePath(path)).toBe(true);
    }
  });

  it("does not hold for the storefront, a longer sibling or an admin word elsewhere", () => {
    for (const path of ["/", "/administrator", "/admins", "/osrs-gold", "/blog/admin", "/checkout"]) {
      expect(isBackOfficePath(path)).toBe(false);
    }
  });
});
