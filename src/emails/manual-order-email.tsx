import { Text } from "@react-email/components";
import {
  amountToPayLine,
  MANUAL_INTRO,
  type ManualOrder,
  manualOrderEmail,
} from "@/domain/checkout/manual-order-email";
import { RECEIPT_REPLY, thanksLine } from "@/domain/checkout/order-emails";
import { orderTable } from "@/domain/email/order-table";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";
import { OrderTableView } from "./order-table-view";

export type ManualOrderEmailProps = {
  brand: EmailBrand;
  order: ManualOrder;
  steps: readonly string[];
  orderUrl?: string;
};

/** How to pay a manual order; its text part is manualOrderEmail() over the same order and steps. */
export function ManualOrderEmail({ brand, order, steps, orderUrl }: ManualOrderEmailProps) {
  return (
    <EmailLayout
      brand={brand}
      title={manualOrderEmail(order, steps, brand.siteName).subject}
      preview={amountToPayLine(order)}
      heading={`Order ${order.reference}`}
    >
      <Text style={textStyle}>
        {thanksLine(order.name)} {MANUAL_INTRO}
      </Text>
      <OrderTableView table={orderTable(order.lines, order.totals)} />
      <Text style={{ ...textStyle, fontWeight: 700 }}>{amountToPayLine(order)}</Text>
      <Text style={{ ...textStyle, margin: "0 0 8px" }}>What happens next:</Text>
      <ol style={{ ...textStyle, paddingLeft: "20px" }}>
        {steps.map((step) => (
          <li key={step} style={{ margin: "0 0 8px" }}>
            {step}
          </li>
        ))}
      </ol>
      {orderUrl ? <OrderLinkButton url={orderUrl} /> : null}
      <Text style={textStyle}>{RECEIPT_REPLY}</Text>
    </EmailLayout>
  );
}
