import type { ServicesView } from "@/domain/catalogue/catalogue-views";
import { ProductLineGrid } from "@/features/home/product-line-grid";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import { ProductCards } from "./product-cards";

/** /osrs-services: every service line, then the lines listed right here rather than on a page of their own. */
export function ServicesListing({ title, intro, view }: { title: string; intro: string; view: ServicesView }) {
  return (
    <main id="main" className="flex-1" data-testid="listing-page">
      <div className="mx-auto max-w-7xl px-4 pt-28 sm:px-6 lg:pt-32">
        <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-parchment-muted">
          {intro}
          <FirstPaintMark />
        </p>
      </div>
      <ProductLineGrid lines={view.lines} heading="Every service line" />
      {view.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-12 sm:px-6"
        >
          <h2 id={`${section.id}-heading`} className="mb-4 font-display text-3xl font-bold text-parchment">
            {section.heading}
          </h2>
          <ProductCards products={section.cards} />
        </section>
      ))}
    </main>
  );
}
