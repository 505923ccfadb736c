import { describe, expect, it } from "vitest";
import { renderMarkdown, substituteTokens } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings", async () => {
    const html = await renderMarkdown("## Refunds\n\n### Gold orders\n");
    expect(html).toContain("<h2>Refunds</h2>");
    expect(html).toContain("<h3>Gold orders</h3>");
  });

  it("renders unordered and ordered lists", async () => {
    const html = await renderMarkdown("- one\n- two\n\n1. first\n2. second\n");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
  });

  it("renders links, emphasis and GFM autolinked email addresses", async () => {
    const html = await renderMarkdown(
      "See [our terms](/terms-of-service), **bold** text, or write to help@example.com.",
    );
    expect(html).toContain('<a href="/terms-of-service">our terms</a>');
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="mailto:help@example.com">help@example.com</a>');
  });

  it("renders GFM tables", async () => {
    const html = await renderMarkdown("| Data | Kept for |\n| --- | --- |\n| Orders | 7 years |\n");
    expect(html).toContain("<table>");
    expect(html).toContain("<td>Orders</td>");
  });

  it("strips script elements", async () => {
    const html = await renderMarkdown('Hello\n\n<script>alert("x")</script>\n\nWorld');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert(");
    expect(html).toContain("<p>Hello</p>");
    expect(html).toContain("<p>World</p>");
  });

  it("strips event-handler attributes such as onerror", async () => {
    const html = await renderMarkdown('<img src="x" onerror="alert(1)">\n\n<p onclick="alert(2)">hi</p>');
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/onclick/i);
  });

  it("removes javascript: URLs from links", async () => {
    const html = await renderMarkdown("[click](javascript:alert(1))");
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain("click");
  });

  it("escapes HTML-looking text that came from a substituted value", async () => {
    const markdown = substituteTokens("Welcome to {{siteName}}", {
      siteName: '<img src=x onerror="alert(1)">',
    });
    const html = await renderMarkdown(markdown);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/onerror/i);
  });
});

describe("renderArticleMarkdown", () => {
  it("adds heading anchors and still removes scripts, javascript: links and event handlers", async () => {
    const { renderArticleMarkdown } = await import("./markdown");
    const html = await renderArticleMarkdown(
      '## Getting started\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src="x" onerror="alert(1)">\n',
    );
    expect(html).toContain('<h2 id="getting-started"><a href="#getting-started">Getting started</a></h2>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("onerror");
  });
});
