import { allCatalogueEntries, CATALOGUE } from "@/domain/catalogue/catalogue";
import { BUILT_SITE_URL, baseUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";

/** Every product's page, as the server renders it for a first visit. */
async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, body: await response.text() };
}

test.describe("the whole catalogue", () => {
  test("has a page with a price and an Add to cart button for every product", async () => {
    const entries = allCatalogueEntries();
    expect(entries.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (let index = 0; index < entries.length; index += 8) {
      await Promise.all(
        entries.slice(index, index + 8).map(async (entry) => {
          const { status, body } = await html(entry.path);
          const problems = [
            status !== 200 && `status ${status}`,
            // The amount sits in the currency Price's span, with its other currencies' texts.
            !/data-testid="price"[^>]*>(?:<span[^>]*>)?\$[\d,]+\.\d{2}</.test(body) && "no price",
            !body.includes('data-testid="add-to-cart"') && "no Add to cart button",
            !body.includes(`data-sku="${entry.product.sku}"`) && "wrong product",
            !body.includes('"@type":"Product"') && "no Product structured data",
            !body.includes(`rel="canonical" href="${BUILT_SITE_URL}${entry.path}"`) && "no canonical link",
          ].filter(Boolean);
          if (problems.length > 0) failures.push(`${entry.path}: ${problems.join(", ")}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  test("links every product from its line's listing", async () => {
    const missing: string[] = [];
    for (const line of CATALOGUE) {
      const listing = line.listingPath.split("#")[0] ?? "/";
      const { status, body } = await html(listing);
      expect(status, listing).toBe(200);
      for (const product of line.products) {
        const path = product.path ?? `${line.basePath}/${product.slug}`;
        if (!body.includes(`href="${path}"`)) missing.push(`${listing} does not link ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
