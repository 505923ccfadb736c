import { lineCards, listingMetadata } from "@/app/_catalogue/catalogue-routes";
import { PRODUCT_LINES } from "@/domain/catalogue/product-lines";
import { ProductGrid } from "@/features/catalogue/product-grid";
import { ProductLineGrid } from "@/features/home/product-line-grid";

const TITLE = "OSRS Services";
const INTRO =
  "Every service we offer, played by hand by experienced players: capes, bosses, raids, quests, skills, diaries, minigames, combat achievements, bundles and ironman gathering.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-services");

/** Lines whose products are listed right here rather than on a page of their own. */
const SECTIONS = [
  { id: "capes", lineId: "capes", heading: "Capes" },
  { id: "megascales", lineId: "megascales", heading: "Megascales" },
  { id: "bundles", lineId: "bundles", heading: "Bundles" },
] as const;

export default function OsrsServicesPage() {
  const lines = PRODUCT_LINES.filter((line) => !["gold", "services", "bundles", "megascales"].includes(line.id));
  return (
    <main id="main" className="flex-1" data-testid="listing-page">
      <div className="mx-auto max-w-7xl px-4 pt-28 sm:px-6 lg:pt-32">
        <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">{TITLE}</h1>
        <p className="mt-4 max-w-3xl text-lg text-parchment-muted">{INTRO}</p>
      </div>
      <ProductLineGrid lines={lines} heading="Every service line" />
      {SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-12 sm:px-6"
        >
          <h2 id={`${section.id}-heading`} className="mb-4 font-display text-3xl font-bold text-parchment">
            {section.heading}
          </h2>
          <ProductGrid products={lineCards(section.lineId)} searchable={false} />
        </section>
      ))}
    </main>
  );
}
