import { type CardHeadingLevel, ProductCard, type ProductCardData } from "./product-card";
import { ProductGridList } from "./product-grid-list";
import { ProductSearch } from "./product-search";

/**
 * A product list; the long lines (quests, bosses, items) can be searched by name and narrowed by tag.
 * The cards are drawn on the server: only the search, when there is one, is client code (issue 19).
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
  const cardOf = (product: ProductCardData) => <ProductCard product={product} headingLevel={headingLevel} />;
  if (!searchable)
    return (
      <div>
        <ProductGridList>
          {products.map((product) => (
            <li key={product.sku}>{cardOf(product)}</li>
          ))}
        </ProductGridList>
      </div>
    );
  return (
    <ProductSearch
      entries={products.map((product) => ({
        sku: product.sku,
        text: `${product.name} ${product.shortDescription}`.toLowerCase(),
        tags: product.tags,
        card: cardOf(product),
      }))}
    />
  );
}
