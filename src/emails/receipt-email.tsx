import { Text } from "@react-email/components";
import {
  type OrderSummary,
  RECEIPT_INTRO,
  RECEIPT_NEXT,
  RECEIPT_REPLY,
  receiptEmail,
  receiptTable,
  thanksLine,
} from "@/domain/checkout/order-emails";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";
import { OrderTableView } from "./order-table-view";

export type ReceiptEmailProps = { brand: EmailBrand; order: OrderSummary; orderUrl?: string };

/** The customer's receipt; its text part is receiptEmail() over the same order. */
export function ReceiptEmail({ brand, order, orderUrl }: ReceiptEmailProps) {
  return (
    <EmailLayout
      brand={brand}
      title={receiptEmail(order, brand.siteName).subject}
      preview={`${thanksLine(order.name)} ${RECEIPT_INTRO}`}
      heading={`Order ${order.reference}`}
    >
      <Text style={textStyle}>
        {thanksLine(order.name)} {RECEIPT_INTRO}
      </Text>
      <OrderTableView table={receiptTable(order)} />
      {orderUrl ? <OrderLinkButton url={orderUrl} /> : null}
      <Text style={textStyle}>{RECEIPT_NEXT}</Text>
      <Text style={textStyle}>{RECEIPT_REPLY}</Text>
    </EmailLayout>
  );
}
