import { CheckCircle2, Clock, ListChecks, ShoppingCart, UserCheck } from "lucide-react";
import { cardClass } from "@/components/ui/card";
import type { Crumb } from "@/domain/catalogue/catalogue-views";
import type { PricedProduct, Product } from "@/domain/catalogue/product-schema";
import type { PricingContext } from "@/domain/pricing/price-line";
import type { ShopRating } from "@/domain/reviews/review-rules";
import { describeRating } from "@/domain/trust/review-rating";
import { FaqSection } from "@/features/faq/faq-section";
import { ShopLink } from "@/features/navigation/shop-link";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import { Configurator } from "./configurator";

export type { Crumb } from "@/domain/catalogue/catalogue-views";

function InfoList({
  title,
  icon: Icon,
  items,
  testId,
}: {
  title: string;
  icon: typeof ListChecks;
  items: string[];
  testId: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="flex items-center gap-2 font-display text-xl font-bold text-parchment">
        <Icon aria-hidden="true" className="size-5 text-gold" />
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-parchment-muted">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold/70" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A product page: what it is and needs on the left, the configurator beside it (first on phones). */
export function ProductDetail({
  product,
  crumbs,
  pricing,
  rating,
}: {
  product: Product;
  crumbs: Crumb[];
  pricing: PricingContext;
  /** The shop's rating, the one the page's JSON-LD carries. */
  rating: ShopRating;
}) {
  const priced: PricedProduct = {
    sku: product.sku,
    name: product.name,
    imageSrc: product.imageSrc,
    pricing: product.pricing,
    optionGroups: product.optionGroups,
  };
  return (
    <>
      {/* The second row is the flexible one, so the order card spanning both rows grows only that one:
          the header's row is its own height and the lists below it never move when the card's height
          changes (a font swap, prices in the visitor's currency after hydration). */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 pt-28 sm:px-6 lg:grid-cols-[1fr_26rem] lg:grid-rows-[auto_1fr] lg:pt-32">
        <header className="lg:col-start-1">
          <nav aria-label="Breadcrumb" className="text-sm text-parchment-muted">
            <ol className="flex flex-wrap items-center gap-1">
              {crumbs.map((crumb, index) => (
                <li key={crumb.href} className="flex items-center gap-1">
                  {index > 0 && <span aria-hidden="true">/</span>}
                  <ShopLink href={crumb.href} className="hover:text-gold">
                    {crumb.name}
                  </ShopLink>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-4 flex items-start gap-4">
            <img
              src={product.imageSrc}
              alt=""
              aria-hidden="true"
              width={128}
              height={96}
              data-testid="product-image"
              className="h-18 w-24 shrink-0 sm:h-24 sm:w-32"
            />
            <div>
              <h1 data-testid="product-name" className="font-display text-3xl font-bold text-parchment sm:text-4xl">
                {product.name}
              </h1>
              <p className="mt-1 text-sm text-gold" data-testid="product-rating">
                {describeRating(rating)}
              </p>
            </div>
          </div>
          <p className="mt-4 max-w-2xl text-lg text-parchment">{product.shortDescription}</p>
          <p className="mt-3 max-w-2xl text-parchment-muted">
            {product.longDescription}
            <FirstPaintMark />
          </p>
          <p
            data-testid="estimated-time"
            className="mt-4 inline-flex items-center gap-2 rounded-full border border-stone-line bg-stone px-3 py-1 text-sm text-parchment"
          >
            <Clock aria-hidden="true" className="size-4 text-gold" />
            Estimated time: {product.estimatedTime}
          </p>
        </header>
        <aside aria-label="Order" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* The card's frame is drawn here, on the server: one module less in the page's first load. */}
          <div className={cardClass({ raised: true, className: "p-5 sm:p-6 lg:sticky lg:top-24" })}>
            <Configurator
              product={priced}
              pricing={pricing}
              addIcon={<ShoppingCart aria-hidden="true" className="size-5" />}
            />
          </div>
        </aside>
        <div className="grid content-start gap-10 lg:col-start-1">
          <InfoList title="Requirements" icon={ListChecks} items={product.requirements} testId="requirements" />
          <InfoList
            title="What we need from you"
            icon={UserCheck}
            items={product.customerProvides}
            testId="customer-provides"
          />
        </div>
      </div>
      {product.faq.length > 0 && <FaqSection items={product.faq} heading={`${product.name}: questions`} />}
    </>
  );
}
