import { describe, expect, it } from "vitest";
import { isValidGtmId } from "./gtm-id";

describe("isValidGtmId", () => {
  it.each(["GTM-ABC123", "GTM-K9", "GTM-5XQ7Z2M"])("accepts %s", (id) => {
    expect(isValidGtmId(id)).toBe(true);
  });

  it.each([
    "",
    "GTM-",
    "gtm-ABC123",
    "GTM-abc123",
    "GTM-ABC 123",
    " GTM-ABC",
    "GTM-ABC-1",
    "UA-12345-1",
    "G-ABC123",
    "GTM-ABC123\n",
  ])("rejects %j", (id) => {
    expect(isValidGtmId(id)).toBe(false);
  });
});
