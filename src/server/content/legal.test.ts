import { describe, expect, it } from "vitest";
import { getLegalDocument, LEGAL_SLUGS, parseLegalFile } from "./legal";

const VALUES = { siteName: "Testforge Gold", supportEmail: "help@testforge.example" };

describe("getLegalDocument", () => {
  describe.each(LEGAL_SLUGS)("%s", (slug) => {
    it("loads with a title, a description and an ISO updated date", async () => {
      const doc = await getLegalDocument(slug, VALUES);
      expect(doc.title.length).toBeGreaterThan(0);
      expect(doc.description.length).toBeGreaterThan(20);
      expect(doc.updated).toBe("2026-11-25");
      expect(doc.html).toContain("<h2>");
    });

    it("leaves no unsubstituted tokens in the title, description or body", async () => {
      const doc = await getLegalDocument(slug, VALUES);
      expect(doc.title).not.toContain("{{");
      expect(doc.description).not.toContain("{{");
      expect(doc.html).not.toContain("{{");
    });

    it("contains the site name and a mailto link to the support email passed in", async () => {
      const doc = await getLegalDocument(slug, VALUES);
      expect(doc.html).toContain(VALUES.siteName);
      expect(doc.html).toContain(`href="mailto:${VALUES.supportEmail}"`);
    });

    it("substitutes fresh values on every call despite the file cache", async () => {
      const doc = await getLegalDocument(slug, { siteName: "Othername", supportEmail: "x@other.example" });
      expect(doc.html).toContain("Othername");
      expect(doc.html).not.toContain(VALUES.siteName);
    });
  });

  it("serves repeated calls with the same values from the cache", async () => {
    const first = await getLegalDocument("privacy", VALUES);
    const second = await getLegalDocument("privacy", { ...VALUES });
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("states the Jagex trademark and the USD pricing in the terms", async () => {
    const doc = await getLegalDocument("terms-of-service", VALUES);
    expect(doc.html).toContain("Jagex Ltd");
    expect(doc.html).toContain("USD");
  });
});

describe("parseLegalFile", () => {
  it("accepts an unquoted YAML date and returns it as YYYY-MM-DD", () => {
    const parsed = parseLegalFile("---\ntitle: T\ndescription: D\nupdated: 2026-11-25\n---\nBody\n", "x.md");
    expect(parsed).toEqual({ title: "T", description: "D", updated: "2026-11-25", body: "Body\n" });
  });

  it("names the file when a field is missing", () => {
    expect(() => parseLegalFile("---\ntitle: T\nupdated: 2026-11-25\n---\nBody", "content/legal/x.md")).toThrow(
      /content\/legal\/x\.md[\s\S]*description/,
    );
  });

  it("names the file when the date is not an ISO date", () => {
    expect(() => parseLegalFile('---\ntitle: T\ndescription: D\nupdated: "25/11/2026"\n---\n', "bad.md")).toThrow(
      /bad\.md[\s\S]*updated/,
    );
  });

  it("names the file when the YAML itself is broken", () => {
    expect(() => parseLegalFile("---\ntitle: [unclosed\n---\n", "broken.md")).toThrow(/broken\.md/);
  });

  it("names the file when there is no front matter at all", () => {
    expect(() => parseLegalFile("Just text", "plain.md")).toThrow(/plain\.md/);
  });
});
