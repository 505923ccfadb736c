import { Text } from "@react-email/components";
import {
  type RefundEmailInput,
  refundEmailBody,
  refundEmailHeading,
  refundEmailSubject,
} from "@/domain/orders/refund-emails";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";

export type RefundEmailProps = { brand: EmailBrand; input: RefundEmailInput };

/** A customer's email when money goes back or the order is cancelled; its text part is refundEmail() over the same input. */
export function RefundEmail({ brand, input }: RefundEmailProps) {
  const body = refundEmailBody(input);
  return (
    <EmailLayout
      brand={brand}
      title={refundEmailSubject(input)}
      preview={body[0] ?? ""}
      heading={refundEmailHeading(input)}
    >
      {body.map((line) => (
        <Text key={line} style={textStyle}>
          {line}
        </Text>
      ))}
      <OrderLinkButton url={input.pageUrl} />
    </EmailLayout>
  );
}
