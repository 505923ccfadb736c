import type { ListingSectionView, ServicesView } from "@/domain/catalogue/catalogue-views";
import { ProductLineGrid } from "@/features/home/product-line-grid";
import { ProductGrid } from "./product-grid";

/*
 * The listings' page bodies; the routes build their views (src/server/catalogue/catalogue-pages.ts).
 * Apart from the product page (product-page.tsx) so neither loads the other's client code.
 */

/** A listing page: a heading, an intro and one grid per line. */
export function LineListing({
  title,
  intro,
  sections,
  searchable,
}: {
  title: string;
  intro: string;
  sections: readonly ListingSectionView[];
  searchable: boolean;
}) {
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-7xl flex-1 px-4 pb-16 pt-28 sm:px-6 lg:pt-32"
      data-testid="listing-page"
    >
      <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-parchment-muted">{intro}</p>
      {sections.map((section) => (
        <section key={section.key} aria-label={section.label} className="mt-10">
          {section.heading && (
            <h2 className="mb-4 font-display text-2xl font-bold text-parchment">{section.heading}</h2>
          )}
          <ProductGrid products={section.cards} searchable={searchable} headingLevel={section.heading ? 3 : 2} />
        </section>
      ))}
    </main>
  );
}

/** /osrs-services: every service line, then the lines listed right here rather than on a page of their own. */
export function ServicesListing({ title, intro, view }: { title: string; intro: string; view: ServicesView }) {
  return (
    <main id="main" className="flex-1" data-testid="listing-page">
      <div className="mx-auto max-w-7xl px-4 pt-28 sm:px-6 lg:pt-32">
        <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-parchment-muted">{intro}</p>
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
          <ProductGrid products={section.cards} searchable={false} />
        </section>
      ))}
    </main>
  );
}
