import { type CardHeadingLevel, ProductCard, type ProductCardData } from "./product-card";
import { ProductGridList } from "./product-grid-list";

/** A product list with no search: server-drawn cards and no client code of its own. */
export function ProductCards({
  products,
  headingLevel = 3,
}: {
  products: ProductCardData[];
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <div>
      <ProductGridList>
        {products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} headingLevel={headingLevel} />
          </li>
        ))}
      </ProductGridList>
    </div>
  );
}
