import { describe, expect, it } from "vitest";
import { aggregateRatingJsonLd } from "@/domain/trust/review-rating";
import { DEFAULT_GOLD_RATES } from "./gold-pricing";
import { buildGoldProductJsonLd } from "./gold-structured-data";

const absolute = (path: string) => new URL(path, "https://shop.test").toString();

describe("buildGoldProductJsonLd", () => {
  it("is a Product offered at the sell rate per million in USD, in stock, with the shop's rating", () => {
    const data = buildGoldProductJsonLd({
      rates: DEFAULT_GOLD_RATES,
      brand: "RuneForge",
      path: "/osrs-gold",
      absolute,
    });
    expect(data).toMatchObject({
      "@type": "Product",
      name: "OSRS Gold",
      sku: "osrs-gold",
      url: "https://shop.test/osrs-gold",
      image: "https://shop.test/art/gold.svg",
      brand: { "@type": "Brand", name: "RuneForge" },
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
    });
    expect(data.description).toContain("$0.19 per million");
    // The same rating object every catalogue product carries.
    expect(data.aggregateRating).toEqual(aggregateRatingJsonLd());
  });

  it("keeps a rate finer than a cent exact", () => {
    const rates = { sellMillicentsPerMillion: 18_550, buyMillicentsPerMillion: 12_000 };
    const data = buildGoldProductJsonLd({ rates, brand: "RuneForge", path: "/osrs-gold", absolute });
    expect(data.offers.price).toBe("0.1855");
  });
});
