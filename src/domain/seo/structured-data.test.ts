import { describe, expect, it } from "vitest";
import { buildBreadcrumbJsonLd, buildProductJsonLd } from "./structured-data";

describe("structured data", () => {
  it("describes a product with a USD offer and the 4.9 of 5 rating from 160 reviews", () => {
    const data = buildProductJsonLd({
      name: "Fire Cape",
      description: "All 63 waves.",
      sku: "fire-cape",
      url: "https://shop.test/fire-cape",
      imageUrl: "https://shop.test/art/fire-cape.svg",
      priceCents: 1_980,
      brand: "RuneForge",
    });
    expect(data.offers).toMatchObject({ "@type": "Offer", priceCurrency: "USD", price: "19.80" });
    expect(data.aggregateRating).toMatchObject({ ratingValue: "4.9", bestRating: "5", ratingCount: "160" });
  });

  it("prices a product sold by the unit per unit, to the millicent", () => {
    const data = buildProductJsonLd({
      name: "OSRS Gold",
      description: "Gold.",
      sku: "osrs-gold",
      url: "https://shop.test/osrs-gold",
      imageUrl: "https://shop.test/art/gold.svg",
      brand: "RuneForge",
      unitPrice: { millicents: 100_000, unitText: "1M gold" },
    });
    expect(data.offers).toMatchObject({
      price: "1.00",
      priceCurrency: "USD",
      priceSpecification: { "@type": "UnitPriceSpecification", price: "1.00", unitText: "1M gold" },
    });
  });

  it("numbers breadcrumbs from 1", () => {
    const data = buildBreadcrumbJsonLd([
      { name: "Home", url: "https://shop.test/" },
      { name: "Boss Kills", url: "https://shop.test/osrs-pvm" },
    ]);
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Home"],
      [2, "Boss Kills"],
    ]);
  });
});
