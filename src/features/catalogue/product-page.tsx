import type { ProductPageView } from "@/domain/catalogue/catalogue-views";
import { ProductReviews } from "@/features/reviews/product-reviews";
import { JsonLd } from "@/features/seo/json-ld";
import { ProductDetail } from "./product-detail";

/*
 * A product page's body, in a file of its own: a server module's client imports all go into the
 * route's first load, so the listings' grid kept here cost every product page its code.
 */
export function ProductPage({ view }: { view: ProductPageView }) {
  return (
    <main id="main" className="flex-1" data-testid="product-page" data-sku={view.product.sku}>
      <JsonLd data={view.jsonLd} />
      <ProductDetail product={view.product} crumbs={view.crumbs} pricing={view.pricing} rating={view.rating} />
      <ProductReviews reviews={view.reviews} productName={view.product.name} />
    </main>
  );
}
