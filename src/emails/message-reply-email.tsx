import { Text } from "@react-email/components";
import { type ReplyInput, replyQuoteHeader } from "@/domain/admin/message-reply";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { EMAIL_COLOURS, mutedStyle, textStyle } from "./email-theme";

export type MessageReplyEmailProps = { brand: EmailBrand; subject: string; input: ReplyInput };

/** An operator's reply to a message; its text part is replyText() over the same reply and message. */
export function MessageReplyEmail({ brand, subject, input }: MessageReplyEmailProps) {
  return (
    <EmailLayout brand={brand} title={subject} preview={input.body.trim().slice(0, 120)} heading={subject}>
      {/* pre-wrap keeps the operator's line breaks and blank lines as typed, as the text part does. */}
      <Text style={{ ...textStyle, whiteSpace: "pre-wrap" }}>{input.body.trim()}</Text>
      <Text style={{ ...mutedStyle, margin: "24px 0 8px" }}>{replyQuoteHeader(input.original)}</Text>
      <Text
        style={{
          ...mutedStyle,
          borderLeft: `3px solid ${EMAIL_COLOURS.border}`,
          paddingLeft: "12px",
          whiteSpace: "pre-wrap",
        }}
      >
        {input.original.message}
      </Text>
    </EmailLayout>
  );
}
