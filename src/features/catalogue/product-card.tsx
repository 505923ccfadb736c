import { ArrowRight } from "lucide-react";
import { cardClass } from "@/components/ui/card";
import type { ProductCardData } from "@/domain/catalogue/catalogue-views";
import { Price } from "@/features/currency/price";
import { ShopLink } from "@/features/navigation/shop-link";

export type { ProductCardData } from "@/domain/catalogue/catalogue-views";

/** The card's heading sits one level under the heading of the list it is in: h2 under the page's h1, h3 under a section's h2. */
export type CardHeadingLevel = 2 | 3;

export function ProductCard({
  product,
  headingLevel = 3,
}: {
  product: ProductCardData;
  headingLevel?: CardHeadingLevel;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ShopLink
      href={product.href}
      data-testid={`product-card-${product.sku}`}
      className={cardClass({ interactive: true, className: "group flex h-full flex-col p-4" })}
    >
      <div className="flex items-start gap-3">
        <img
          src={product.imageSrc}
          alt=""
          aria-hidden="true"
          width={160}
          height={120}
          loading="lazy"
          data-testid="product-card-image"
          className="h-15 w-20 shrink-0 sm:h-18 sm:w-24"
        />
        <div className="min-w-0">
          <Heading className="font-display text-lg font-semibold leading-snug text-parchment group-hover:text-gold">
            {product.name}
          </Heading>
          <p className="mt-1 text-sm text-parchment-muted">{product.shortDescription}</p>
        </div>
      </div>
      <div className="mt-auto flex items-end justify-between gap-2 pt-4">
        <p className="text-sm text-parchment-muted">
          from{" "}
          {product.fromPayableCents < product.fromCents && (
            <s className="tabular mr-1 text-xs">
              <Price cents={product.fromCents} />
            </s>
          )}
          <span data-testid="from-price" className="tabular text-lg font-bold text-gold">
            <Price cents={product.fromPayableCents} />
          </span>
          {product.fromPer && <span> / {product.fromPer}</span>}
        </p>
        <ArrowRight aria-hidden="true" className="size-4 text-gold transition-transform group-hover:translate-x-0.5" />
      </div>
    </ShopLink>
  );
}
