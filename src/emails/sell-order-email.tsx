import { Text } from "@react-email/components";
import { type SellEmailInput, sellEmailHeading, sellEmailLines, sellOrderEmail } from "@/domain/gold/sell-orders";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";

export type SellOrderEmailProps = { brand: EmailBrand; input: SellEmailInput };

/** A player's sale: accepted, arranged, received, paid or declined; its text part is sellOrderEmail(). */
export function SellOrderEmail({ brand, input }: SellOrderEmailProps) {
  const lines = sellEmailLines(input);
  return (
    <EmailLayout
      brand={brand}
      title={sellOrderEmail(input).subject}
      preview={lines[0] ?? ""}
      heading={sellEmailHeading(input)}
    >
      {lines.map((line) => (
        <Text key={line} style={textStyle}>
          {line}
        </Text>
      ))}
      <OrderLinkButton url={input.pageUrl} label="Follow your sale" />
    </EmailLayout>
  );
}
