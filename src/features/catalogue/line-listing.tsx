import type { ListingSectionView } from "@/domain/catalogue/catalogue-views";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import { ProductGrid } from "./product-grid";

/*
 * The listings' page bodies; the routes build their views (src/server/catalogue/catalogue-pages.ts).
 * Apart from the product page (product-page.tsx) and /osrs-services (services-listing.tsx): a server
 * module's client imports all go into its routes' first load, so none loads another's client code.
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
      <p className="mt-4 max-w-3xl text-lg text-parchment-muted">
        {intro}
        <FirstPaintMark />
      </p>
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
