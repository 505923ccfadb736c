import { Text } from "@react-email/components";
import {
  LOOKUP_IGNORE,
  LOOKUP_PRIVATE,
  type OrderLookupInput,
  orderLookupIntro,
  orderLookupSubject,
} from "@/domain/orders/order-lookup";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";

export type OrderLookupEmailProps = { brand: EmailBrand; input: OrderLookupInput };

/** The link to an order asked for on the lookup form; its text part is orderLookupEmail(). */
export function OrderLookupEmail({ brand, input }: OrderLookupEmailProps) {
  return (
    <EmailLayout
      brand={brand}
      title={orderLookupSubject(input)}
      preview={orderLookupIntro(input)}
      heading={`Your order ${input.reference}`}
    >
      <Text style={textStyle}>{orderLookupIntro(input)}</Text>
      <OrderLinkButton url={input.orderUrl} />
      <Text style={textStyle}>{LOOKUP_PRIVATE}</Text>
      <Text style={textStyle}>{LOOKUP_IGNORE}</Text>
    </EmailLayout>
  );
}
