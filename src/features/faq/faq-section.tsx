import { ChevronDown } from "lucide-react";
import { cardClass } from "@/components/ui/card";

export type FaqItem = { question: string; answer: string };

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqSection({
  items,
  heading = "Frequently asked questions",
}: {
  items: readonly FaqItem[];
  heading?: string;
}) {
  return (
    <section aria-labelledby="faq-heading" className="lazy-render mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-heading" className="text-center font-display text-3xl font-bold text-parchment">
        {heading}
      </h2>
      <div data-testid="faq" className={cardClass({ className: "mt-8 divide-y divide-stone-line" })}>
        {items.map((item) => (
          <details key={item.question} className="group px-5">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-parchment marker:hidden hover:text-gold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-gold transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-parchment-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
