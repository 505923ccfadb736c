import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One block of the dashboard: a card headed by its h2, labelled by it for landmarks. */
export function FigureSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="grid min-w-0 content-start gap-4 p-5">
      <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-4" data-testid={id}>
        <h2 id={`${id}-heading`} className="font-display text-xl text-parchment">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
