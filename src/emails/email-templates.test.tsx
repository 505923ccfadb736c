import { render } from "@react-email/render";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import * as parts from "./email-parts";
import { EMAIL_SAMPLES, SAMPLE_BRAND, SAMPLE_ORDER } from "./email-samples";
import { ReceiptEmail } from "./receipt-email";
import { renderEmailHtml } from "./render-email";

/*
 * Every template rendered with its sample data: valid HTML for mail, a text part that holds every
 * figure the HTML shows, and a receipt whose rows add up.
 */

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // Email HTML keeps its styles inline: Gmail drops <style> blocks in several of its views.
    "no-inline-style": "off",
    // width, align, cellpadding, cellspacing and border on tables are what Outlook's Word engine lays out by.
    "no-deprecated-attr": "off",
    // React writes cellPadding and cellSpacing as spelled in JSX; HTML attribute names ignore case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // The XHTML 1.0 Transitional doctype react-email uses: Outlook renders tables most faithfully under it.
    "doctype-html": "off",
    // Written as XHTML (<meta/>, <img/>), to match that doctype.
    "void-style": ["error", { style: "selfclose" }],
  },
});

/** What a reader sees in the HTML: the text between tags, entities decoded; not the head or the hidden preheader. */
function visibleText(html: string): string {
  return html
    .replace(/<head>.*?<\/head>/s, "")
    .replace(/<div style="display:none.*?<\/div><\/div>/s, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Every figure: amounts ("$19.80", "−$2.20"), counts, dates and the numbers in links the text must also give. */
function figures(text: string): string[] {
  return [...text.matchAll(/−?\$?\d[\d,.:TZ-]*\d|\d/g)].map((match) => match[0]);
}

const amounts = (text: string) =>
  [...text.matchAll(/(−?)\$([\d,]+\.\d\d)/g)].map(
    (match) => (match[1] ? -1 : 1) * Math.round(Number(match[2]?.replace(/,/g, "")) * 100),
  );

describe("email templates", () => {
  for (const sample of EMAIL_SAMPLES) {
    describe(sample.id, () => {
      const email = sample.build(SAMPLE_BRAND);

      it("renders HTML that validates for mail", async () => {
        const report = await validator.validateString(email.html);
        const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
        expect(messages).toEqual([]);
        expect(email.html).toContain("cid:logo@runeforge");
        expect(email.html).toContain(`mailto:${SAMPLE_BRAND.supportEmail}`);
        expect(email.html).not.toMatch(/<script|<link |url\(|https?:[^"]*\.(png|jpe?g|gif|svg|woff2?)/);
      });

      it("has a text part holding every figure of the HTML", () => {
        const shown = figures(visibleText(email.html));
        expect(shown.length).toBeGreaterThan(0);
        for (const figure of shown) expect(email.text, `${figure} is missing from the text part`).toContain(figure);
        expect(email.text).not.toMatch(/<(html|body|table|tr|td|div|p|a|span|br)\b/i);
      });
    });
  }

  it("shows the receipt's rows in the same figures in both parts, adding up to the total paid", () => {
    const receipt = EMAIL_SAMPLES.find((sample) => sample.id === "receipt")?.build(SAMPLE_BRAND);
    if (!receipt) throw new Error("no receipt sample");
    const inText = amounts(receipt.text);
    const inHtml = amounts(visibleText(receipt.html));
    expect(inHtml).toEqual(inText);
    // Three lines at list price, the discount, the promo code, then the total paid.
    expect(inText).toHaveLength(6);
    const total = inText.at(-1);
    expect(inText.slice(0, -1).reduce((sum, cents) => sum + cents, 0)).toBe(total);
    expect(total).toBe(SAMPLE_ORDER.totals.totalCents);
    expect(receipt.text).toContain("Discount: −$5.20");
    expect(receipt.text).toContain("Promo SPRING10: −$5.00");
  });

  it("repeats the gold promise the order was placed with, in both parts", () => {
    const receipt = EMAIL_SAMPLES.find((sample) => sample.id === "receipt")?.build(SAMPLE_BRAND);
    const promise = "Your gold: In stock — delivered in about 15 minutes after payment.";
    expect(receipt?.text).toContain(promise);
    expect(visibleText(receipt?.html ?? "")).toContain(promise);
  });

  it("says what happens next in the order's words, the same in both parts: gold traded, services played", () => {
    const receipt = EMAIL_SAMPLES.find((sample) => sample.id === "receipt")?.build(SAMPLE_BRAND);
    const next =
      "What happens next: our team contacts you on live chat or by email, usually within 15 minutes; we trade your gold to Zezima in game, and a player from our team plays your account.";
    expect(receipt?.text).toContain(next);
    expect(visibleText(receipt?.html ?? "")).toContain(next);
    const step = { reference: "RF-7K2M9QAB", testMode: false, siteName: "RuneForge", progress: null, reason: null };
    const gold = parts.stepParts(SAMPLE_BRAND, {
      ...step,
      step: "queued",
      words: { kind: "gold", rsn: "Zezima" },
      trade: null,
      pageUrl: "https://runeforge.example/orders/RF-7K2M9QAB?k=sample-token",
    });
    for (const text of [gold.text, visibleText(gold.html)]) {
      expect(text).toContain("Next: we trade your gold to Zezima in game");
      expect(text).not.toMatch(/booster|player from our team/i);
    }
    // A line whose options do not give its quantity says it after its name.
    expect(receipt?.text).toContain("- Barrows Gloves × 2: $30.00");
  });

  it("gives the step and cart emails their way out, and the order emails their private link", () => {
    const byId = new Map(EMAIL_SAMPLES.map((sample) => [sample.id, sample.build(SAMPLE_BRAND)]));
    expect(byId.get("cart-reminder")?.html).toContain('href="https://runeforge.example/unsubscribe?t=sample"');
    expect(byId.get("step-update")?.html).toContain("untick");
    for (const id of ["receipt", "manual-order", "step-update", "trade-details", "order-lookup", "refund-cancel"])
      expect(byId.get(id)?.html).toContain('href="https://runeforge.example/orders/RF-7K2M9QAB?k=sample-token"');
  });

  it("writes the same markup as react-dom's renderer (comments and preload hints aside)", async () => {
    const element = <ReceiptEmail brand={SAMPLE_BRAND} order={SAMPLE_ORDER} orderUrl="https://x.example/?a=1&b='2'" />;
    const expected = (await render(element)).replace(/<!--.*?-->/g, "").replace(/<link rel="preload"[^>]*\/>/g, "");
    expect(renderEmailHtml(element)).toBe(expected);
  });
});
