import { describe, expect, it } from "vitest";
import { siteUrlIsLocal } from "./enrol-link";

describe("siteUrlIsLocal", () => {
  it("knows the default and this machine's addresses, so the command line can warn before printing a link", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "http://shop.localhost"])
      expect(siteUrlIsLocal(url), url).toBe(true);
    for (const url of ["https://runeforge.example", "http://10.0.0.5:3000", "https://localhost.example.com"])
      expect(siteUrlIsLocal(url), url).toBe(false);
  });
});
