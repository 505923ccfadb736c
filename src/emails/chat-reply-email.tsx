import { Text } from "@react-email/components";
import { type ChatReplyEmailInput, chatReplySubject } from "@/domain/chat/chat-reply-email";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { mutedStyle, textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";

export type ChatReplyEmailProps = { brand: EmailBrand; input: ChatReplyEmailInput };

/** A chat reply to a visitor who has gone; its text part is chatReplyEmail() over the same input. */
export function ChatReplyEmail({ brand, input }: ChatReplyEmailProps) {
  const subject = chatReplySubject(input.siteName);
  return (
    <EmailLayout brand={brand} title={subject} preview={input.reply.trim().slice(0, 120)} heading={subject}>
      {/* React escapes the reply; pre-wrap keeps the operator's line breaks as the text part does. */}
      <Text style={{ ...textStyle, whiteSpace: "pre-wrap" }}>{input.reply.trim()}</Text>
      <OrderLinkButton url={input.continueUrl} label="Continue the conversation" />
      <Text style={mutedStyle}>
        The link works for 7 days. You get this email because you left your address in our chat. Closing the chat stops
        these emails.
      </Text>
    </EmailLayout>
  );
}
