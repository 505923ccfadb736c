import { cardClass } from "@/components/ui/card";
import type { HomeSection } from "@/domain/admin/admin-home";
import { formatUsd } from "@/domain/money/money";

const TITLES: Record<HomeSection["id"], string> = {
  today: "Today",
  waiting: "Waiting on the shop",
};

/** The home's counts, each a link to the list that holds what it counts. */
export function HomeCounts({ sections, day }: { sections: readonly HomeSection[]; day: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`admin-home-${section.id}`} className="grid content-start gap-3">
          <h2 id={`admin-home-${section.id}`} className="font-display text-xl text-parchment">
            {TITLES[section.id]}
            {section.id === "today" && <span className="ml-2 font-sans text-sm text-parchment-muted">{day} UTC</span>}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {section.tiles.map((tile) => (
              <li key={tile.id}>
                <a
                  href={tile.href}
                  data-testid={`admin-home-${tile.id}`}
                  // Something waiting is framed in gold: the eye goes to what needs doing.
                  className={cardClass({
                    interactive: true,
                    highlight: section.id === "waiting" && tile.value > 0,
                    className: "grid h-full content-start gap-1 p-4",
                  })}
                >
                  <span className="tabular font-display text-2xl text-gold" data-testid="admin-home-value">
                    {tile.kind === "cents" ? formatUsd(tile.value) : tile.value}
                  </span>
                  <span className="text-sm text-parchment">{tile.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
