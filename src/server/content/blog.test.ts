import { afterEach, describe, expect, it } from "vitest";
import { parseArticleFile } from "./blog";
import { parseLegalFile } from "./legal";

/*
 * Front matter is data, never code: gray-matter evaluates a `---js` block with eval() by default,
 * so a markdown file could run anything at build time. Only YAML is read.
 */

type Probe = { frontMatterRan?: boolean };
const probe = globalThis as Probe;

afterEach(() => {
  delete probe.frontMatterRan;
});

const YAML = `---
title: A guide
description: What it covers.
date: "2026-01-02"
author: Zezima
tags: [guides]
cover: /art/fire-cape.svg
draft: false
---
Body text here.
`;

/** The same front matter as code: if it were evaluated it would set the probe and look valid. */
function scripted(language: string): string {
  return `---${language}
(globalThis.frontMatterRan = true, { title: "A guide", description: "What it covers.", date: "2026-01-02", author: "Zezima", tags: ["guides"], cover: "/art/fire-cape.svg", draft: false, updated: "2026-01-02" })
---
Body text here.
`;
}

const LANGUAGES = ["js", "javascript", "JS", " js ", "coffee", "coffeescript", "cson", "json", "toml", "constructor"];

describe("parseArticleFile", () => {
  it("reads YAML front matter", () => {
    expect(parseArticleFile(YAML, "guides/3-a-guide")).toMatchObject({
      title: "A guide",
      slug: "guides/a-guide",
      draft: false,
      markdown: "Body text here.\n",
    });
  });

  it.each(LANGUAGES)("refuses a ---%s block, naming the file, without running it", (language) => {
    expect(() => parseArticleFile(scripted(language), "guides/3-a-guide")).toThrow(
      /content\/blog\/guides\/3-a-guide\.md: .*front matter must be YAML/,
    );
    expect(probe.frontMatterRan).toBeUndefined();
  });

  it("accepts an explicit ---yaml block", () => {
    expect(parseArticleFile(YAML.replace(/^---\n/, "---yaml\n"), "a-guide").title).toBe("A guide");
  });
});

describe("parseLegalFile", () => {
  it.each(LANGUAGES)("refuses a ---%s block without running it", (language) => {
    expect(() => parseLegalFile(scripted(language), "content/legal/privacy.md")).toThrow(
      /content\/legal\/privacy\.md: .*front matter must be YAML/,
    );
    expect(probe.frontMatterRan).toBeUndefined();
  });
});
