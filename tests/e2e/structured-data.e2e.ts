import { expect, test } from "./support/fixtures";

/** The parsed JSON-LD objects of the page as served (a script may hold one object or a list). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return scripts.flatMap((match) => JSON.parse(match[1] ?? "{}"));
}

test.describe("structured data", () => {
  test("/osrs-gold is a Product priced per million in USD, with the rating every product page carries", async ({
    request,
  }) => {
    const gold = jsonLdOf(await (await request.get("/osrs-gold")).text());
    const product = gold.find((data) => data["@type"] === "Product");
    expect(product, "a Product on /osrs-gold").toBeDefined();
    expect(product).toMatchObject({
      name: "OSRS Gold",
      brand: { "@type": "Brand", name: "RuneForge" },
      image: expect.stringMatching(/\/art\/gold\.svg$/),
      description: expect.stringContaining("per million"),
      offers: {
        "@type": "Offer",
        price: "0.19",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "0.19",
          priceCurrency: "USD",
          unitText: "1M gold",
        },
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.9", bestRating: "5", ratingCount: "160" },
    });
    const fireCape = jsonLdOf(await (await request.get("/fire-cape")).text()).find(
      (data) => data["@type"] === "Product",
    );
    expect(product?.aggregateRating).toEqual(fireCape?.aggregateRating);
  });
});
