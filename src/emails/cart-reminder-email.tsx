import { Column, Link, Row, Section, Text } from "@react-email/components";
import {
  REMINDER_INTRO,
  REMINDER_RESTORE,
  REMINDER_UNSUBSCRIBE,
  type ReminderInput,
  reminderLineText,
  reminderSubject,
} from "@/domain/carts/abandoned-carts";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { buttonStyle, textStyle } from "./email-theme";
import { LinePicture } from "./line-picture";

export type CartReminderEmailProps = { brand: EmailBrand; input: ReminderInput };

/** The one reminder of an abandoned cart; its text part is reminderEmail() over the same input. */
export function CartReminderEmail({ brand, input }: CartReminderEmailProps) {
  return (
    <EmailLayout
      brand={brand}
      title={reminderSubject(input)}
      preview={REMINDER_INTRO}
      heading="Your cart is waiting"
      optOut={{ note: REMINDER_UNSUBSCRIBE, label: "Unsubscribe from cart reminders", url: input.unsubscribeUrl }}
    >
      <Text style={{ ...textStyle, margin: "0 0 8px" }}>{REMINDER_INTRO}</Text>
      {/* A row per line, its product's picture first: a list item cannot hold a picture beside its text in Outlook. */}
      <Section style={{ margin: "0 0 16px" }}>
        {input.items.map((item) => (
          <Row key={`${item.name}|${item.subName}`}>
            <LinePicture sku={item.sku ?? ""} style={{ padding: "4px 0" }} />
            <Column style={{ ...textStyle, margin: 0, padding: "4px 0" }}>
              {reminderLineText(item).replace(/^- /, "")}
            </Column>
          </Row>
        ))}
      </Section>
      <Text style={textStyle}>{REMINDER_RESTORE}</Text>
      <Section style={{ margin: "0 0 8px" }}>
        <Link href={input.restoreUrl} style={buttonStyle}>
          Back to your cart
        </Link>
      </Section>
    </EmailLayout>
  );
}
