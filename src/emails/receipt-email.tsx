import { Text } from "@react-email/components";
import {
  type OrderSummary,
  RECEIPT_REPLY,
  receiptEmail,
  receiptGoldPromise,
  receiptIntro,
  receiptNext,
  receiptRefundRows,
  receiptTable,
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
      preview={receiptIntro(order)}
      heading={`Order ${order.reference}`}
    >
      <Text style={textStyle}>{receiptIntro(order)}</Text>
      <OrderTableView table={receiptTable(order)} />
      {receiptRefundRows(order).map(([label, amount]) => (
        <Text key={label} style={textStyle}>
          {label}: {amount}
        </Text>
      ))}
      {receiptGoldPromise(order) ? <Text style={textStyle}>{receiptGoldPromise(order)}</Text> : null}
      {orderUrl ? <OrderLinkButton url={orderUrl} /> : null}
      <Text style={textStyle}>{receiptNext(order)}</Text>
      <Text style={textStyle}>{RECEIPT_REPLY}</Text>
    </EmailLayout>
  );
}
