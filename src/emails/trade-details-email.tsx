import { Text } from "@react-email/components";
import {
  STOP_EMAILS_LINE,
  type TradeEmailInput,
  tradeEmailSubject,
  tradeFacts,
  tradeIntro,
  tradeWarning,
} from "@/domain/orders/step-emails";
import type { EmailBrand } from "./email-brand";
import { EmailFacts } from "./email-facts";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";

export type TradeDetailsEmailProps = { brand: EmailBrand; input: TradeEmailInput };

/** Where a gold order's customer meets the trader; its text part is tradeEmail() over the same input. */
export function TradeDetailsEmail({ brand, input }: TradeDetailsEmailProps) {
  return (
    <EmailLayout
      brand={brand}
      title={tradeEmailSubject(input)}
      preview={tradeIntro(input)}
      heading={`Order ${input.reference}: your gold trade`}
      optOut={{ label: STOP_EMAILS_LINE, url: input.pageUrl }}
    >
      <Text style={textStyle}>{tradeIntro(input)}</Text>
      <EmailFacts facts={tradeFacts(input.trade)} />
      <Text style={textStyle}>{tradeWarning(input)}</Text>
      <OrderLinkButton url={input.pageUrl} />
    </EmailLayout>
  );
}
