import { baseUrl } from "./support/browser";
import { placeFireCapeOrder } from "./support/demo-order";
import { expect, test } from "./support/fixtures";

/*
 * Issue 14, item 8: the 404 page names the path in the HTML the server sends (spec section 8:
 * "Page Not Found: {path}"), so a crawler or a visitor without JavaScript sees it; the status and
 * the title stay the spec's, and the path is text, escaped, never markup.
 */

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&amp;": "&" };

/** The 404 heading's text as the raw HTML has it: tags (React's <!-- --> too) dropped, entities decoded. */
function headingText(html: string): string | undefined {
  const inner = /data-testid="error-message"[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  return inner?.replace(/<[^>]*>/g, "").replace(/&(lt|gt|quot|#x27|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

const PATHS = [
  { asked: "/no/such-page", shown: "/no/such-page" },
  { asked: "/checkout/no-such-step", shown: "/checkout/no-such-step" },
  // Unknown values of a known route's segment: a product, an article, a page of the blog.
  { asked: "/osrs-quests/no-such-quest", shown: "/osrs-quests/no-such-quest" },
  { asked: "/blog/no-such-article", shown: "/blog/no-such-article" },
  { asked: "/blog/page/999", shown: "/blog/page/999" },
  // A draft outside preview (tests/e2e/blog.e2e.ts opens it in preview).
  { asked: "/blog/sailing-first-look", shown: "/blog/sailing-first-look" },
  { asked: "/gold%20coins", shown: "/gold coins" },
  // Characters that would be markup if the path were pasted into the page.
  { asked: "/a%3Cb%3E%22%26'x", shown: `/a<b>"&'x` },
];

test.describe("the 404 page's HTML", () => {
  for (const { asked, shown } of PATHS) {
    test(`names ${asked} before any script runs, with status 404 and the spec's title`, async () => {
      const response = await fetch(`${baseUrl()}${asked}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("<title>404 - Page Not Found</title>");
      expect(headingText(html)).toBe(`Page Not Found: ${shown}`);
      expect(html).not.toContain('<b>"');
    });
  }
});

test("a private link that opens nothing is the 404 page in the server's HTML, with the shop around it", async () => {
  // A real order's reference with another key, references that do not exist, an unknown payment.
  const placed = await placeFireCapeOrder(baseUrl(), "zelle", "wrong-key@example.com");
  for (const [asked, shown] of [
    [`/orders/${placed.reference}?k=not-this-orders-key`, `/orders/${placed.reference}`],
    ["/orders/RF-ABCDEFGH?k=bad", "/orders/RF-ABCDEFGH"],
    ["/orders/RF-ABCDEFGH", "/orders/RF-ABCDEFGH"],
    ["/sell-orders/SG-ABCDEFGH?k=bad", "/sell-orders/SG-ABCDEFGH"],
    ["/test-payment?session=bogus", "/test-payment"],
  ]) {
    const response = await fetch(`${baseUrl()}${asked}`);
    expect(response.status, asked).toBe(404);
    const html = await response.text();
    expect(html, asked).toContain("<title>404 - Page Not Found</title>");
    expect(headingText(html), asked).toBe(`Page Not Found: ${shown}`);
    expect(html, asked).toContain('data-testid="site-header"');
    expect(html, asked).toContain('data-testid="site-footer"');
  }
});

test.describe("the 404 page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows 'Page Not Found: {path}', escaped, with the shop around it", async ({ page }) => {
    for (const { asked, shown } of PATHS) {
      const response = await page.goto(asked);
      expect(response?.status(), asked).toBe(404);
      await expect(page.getByTestId("error-message"), asked).toHaveText(`Page Not Found: ${shown}`);
      await expect(page.getByTestId("site-header"), asked).toHaveCount(1);
      await expect(page.locator("b"), asked).toHaveCount(0);
    }
    await expect(page).toHaveTitle("404 - Page Not Found");
  });
});
