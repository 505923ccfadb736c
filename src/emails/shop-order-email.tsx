import { Text } from "@react-email/components";
import { customerLine, type OrderSummary, shopOrderHeadline } from "@/domain/checkout/order-emails";
import { orderTable } from "@/domain/email/order-table";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderTableView } from "./order-table-view";

export type ShopOrderEmailProps = { brand: EmailBrand; order: OrderSummary; status: "paid" | "pending" };

/** The shop's notice of a paid or manual order; its text part is shopOrderEmail() over the same order. */
export function ShopOrderEmail({ brand, order, status }: ShopOrderEmailProps) {
  const headline = shopOrderHeadline(order, status);
  return (
    <EmailLayout brand={brand} title={headline.subject} preview={headline.subject} heading={headline.first}>
      <Text style={textStyle}>{customerLine(order)}</Text>
      <OrderTableView table={orderTable(order.lines, order.totals)} />
    </EmailLayout>
  );
}
