import { Text } from "@react-email/components";
import {
  type GoldDeliveryEmailInput,
  goldDeliveryBody,
  goldDeliveryHeadline,
  goldDeliverySubject,
} from "@/domain/orders/gold-delivery-emails";
import { STOP_EMAILS_LINE } from "@/domain/orders/step-emails";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";

export type GoldDeliveryEmailProps = { brand: EmailBrand; input: GoldDeliveryEmailInput };

/** Gold traded for an order, a part or all of it; its text part is goldDeliveryEmail() over the same input. */
export function GoldDeliveryEmail({ brand, input }: GoldDeliveryEmailProps) {
  const body = goldDeliveryBody(input);
  return (
    <EmailLayout
      brand={brand}
      title={goldDeliverySubject(input)}
      preview={body[0] ?? ""}
      heading={`Order ${input.reference}: ${goldDeliveryHeadline(input)}`}
      optOut={{ label: STOP_EMAILS_LINE, url: input.pageUrl }}
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
