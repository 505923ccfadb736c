import { ArrowRight } from "lucide-react";
import { cardClass } from "@/components/ui/card";
import { PRODUCT_LINES, type ProductLineCard } from "@/domain/catalogue/product-lines";
import { ShopLink } from "@/features/navigation/shop-link";

export function ProductLineGrid({
  lines = PRODUCT_LINES,
  heading = "What we offer",
}: {
  lines?: readonly ProductLineCard[];
  heading?: string;
}) {
  return (
    <section aria-labelledby="product-lines-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="product-lines-heading" className="font-display text-3xl font-bold text-parchment">
        {heading}
      </h2>
      <p className="mt-2 max-w-2xl text-parchment-muted">Pick a line to see prices, options and delivery times.</p>
      <ul data-testid="product-lines" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {lines.map((line) => (
          <li key={line.id}>
            <ShopLink
              href={line.href}
              data-testid={`product-line-${line.id}`}
              className={cardClass({
                interactive: true,
                className: "group flex h-full items-start gap-4 p-4 sm:flex-col sm:gap-0 sm:p-5",
              })}
            >
              <img
                src={line.imageSrc}
                alt=""
                aria-hidden="true"
                width={160}
                height={120}
                loading="lazy"
                className="h-15 w-20 shrink-0 sm:h-24 sm:w-32"
              />
              <div className="flex min-w-0 flex-1 flex-col sm:mt-4 sm:h-full">
                <h3 className="font-display text-lg font-semibold text-parchment group-hover:text-gold">{line.name}</h3>
                <p className="mt-1 flex-1 text-sm text-parchment-muted">{line.blurb}</p>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-gold sm:mt-4">
                  View options
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </div>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
