import { Search } from "lucide-react";
import { type CardHeadingLevel, ProductCard, type ProductCardData } from "./product-card";
import { ProductCards } from "./product-cards";
import { ProductSearch } from "./product-search";

/**
 * A product list; the long lines (quests, bosses, items) can be searched by name and narrowed by tag.
 * The cards are drawn on the server: only the search, when there is one, is client code.
 */
export function ProductGrid({
  products,
  searchable,
  headingLevel = 3,
}: {
  products: ProductCardData[];
  searchable: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  if (!searchable) return <ProductCards products={products} headingLevel={headingLevel} />;
  return (
    <ProductSearch
      entries={products.map((product) => ({
        sku: product.sku,
        text: `${product.name} ${product.shortDescription}`.toLowerCase(),
        tags: product.tags,
        card: <ProductCard product={product} headingLevel={headingLevel} />,
      }))}
      searchIcon={
        <Search aria-hidden="true" className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-parchment-muted" />
      }
    />
  );
}
