import { Column, Row, Section } from "@react-email/components";
import type { CSSProperties } from "react";
import { type OrderTable, orderAmountText, orderRowLabel } from "@/domain/email/order-table";
import { BODY_FONT, EMAIL_COLOURS } from "./email-theme";
import { LinePicture } from "./line-picture";

const cell: CSSProperties = {
  color: EMAIL_COLOURS.parchment,
  fontFamily: BODY_FONT,
  fontSize: "15px",
  lineHeight: "22px",
  padding: "8px 0",
  borderBottom: `1px solid ${EMAIL_COLOURS.border}`,
};
// Tabular figures so the amounts line up; Outlook ignores it and keeps the right alignment.
const amount: CSSProperties = { ...cell, textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" };

/**
 * The order's rows (src/domain/email/order-table.ts) as a table: the same figures the text part
 * prints, each line with its product's picture when it has one.
 */
export function OrderTableView({ table }: { table: OrderTable }) {
  return (
    <Section style={{ margin: "0 0 20px" }}>
      {table.rows.map((row, index) => {
        const total = row.kind === "total";
        const weight: CSSProperties = total ? { fontWeight: 700, color: EMAIL_COLOURS.gold, borderBottom: 0 } : {};
        const muted: CSSProperties =
          row.kind === "discount" || row.kind === "promo" ? { color: EMAIL_COLOURS.muted } : {};
        return (
          // Rows are positional: the same order can list one product twice.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <Row key={index}>
            {row.kind === "line" ? <LinePicture sku={row.sku} style={{ ...cell, padding: "6px 0" }} /> : null}
            <Column style={{ ...cell, ...muted, ...weight }}>{orderRowLabel(row)}</Column>
            <Column style={{ ...amount, ...muted, ...weight }}>{orderAmountText(row.amountCents)}</Column>
          </Row>
        );
      })}
    </Section>
  );
}
