import { Text } from "@react-email/components";
import { type NewMessageInput, newMessageFacts } from "@/domain/email/new-message";
import type { EmailBrand } from "./email-brand";
import { EmailFacts } from "./email-facts";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";

export type NewMessageEmailProps = { brand: EmailBrand; subject: string; input: NewMessageInput };

/** The shop's notice of a new message; its text part is newMessageText() over the same message. */
export function NewMessageEmail({ brand, subject, input }: NewMessageEmailProps) {
  return (
    <EmailLayout brand={brand} title={subject} preview={subject} heading="New message">
      <EmailFacts facts={newMessageFacts(input)} />
      <Text style={{ ...textStyle, whiteSpace: "pre-wrap" }}>{input.message}</Text>
    </EmailLayout>
  );
}
