import type { TopSeller } from "@/domain/admin/dashboard-figures";
import { formatUsd } from "@/domain/money/money";
import { BarChart } from "./bar-chart";
import { FigureSection } from "./figure-section";
import { FigureTable } from "./figure-table";

/** The best sellers by revenue (the table re-sorts by count too), with their bars. */
export function TopSellersSection({
  id,
  title,
  countHeader,
  sellers,
}: {
  id: string;
  title: string;
  countHeader: string;
  sellers: readonly TopSeller[];
}) {
  return (
    <FigureSection id={id} title={title}>
      {sellers.length > 0 && (
        <BarChart
          id={`${id}-chart`}
          title={`${title} by revenue`}
          bars={sellers.map((seller) => ({
            key: seller.key,
            label: seller.name,
            value: seller.revenueCents,
            display: formatUsd(seller.revenueCents),
          }))}
        />
      )}
      <FigureTable
        caption={title}
        columns={[
          { header: "Name" },
          { header: countHeader, align: "right", sortable: true },
          { header: "Revenue", align: "right", sortable: true },
        ]}
        rows={sellers.map((seller) => ({
          key: seller.key,
          cells: [seller.name, String(seller.lines), formatUsd(seller.revenueCents)],
          values: [seller.name, seller.lines, seller.revenueCents],
        }))}
        empty="Nothing sold in this period."
        testId={`${id}-table`}
      />
    </FigureSection>
  );
}
