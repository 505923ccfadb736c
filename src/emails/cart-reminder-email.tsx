import { Link, Section, Text } from "@react-email/components";
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
      <ul style={{ ...textStyle, paddingLeft: "20px" }}>
        {input.items.map((item) => (
          <li key={`${item.name}|${item.subName}`}>{reminderLineText(item).replace(/^- /, "")}</li>
        ))}
      </ul>
      <Text style={textStyle}>{REMINDER_RESTORE}</Text>
      <Section style={{ margin: "0 0 8px" }}>
        <Link href={input.restoreUrl} style={buttonStyle}>
          Back to your cart
        </Link>
      </Section>
    </EmailLayout>
  );
}
