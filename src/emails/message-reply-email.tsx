import { Text } from "@react-email/components";
import { type ReplyInput, replyQuoteHeader } from "@/domain/admin/message-reply";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { EMAIL_COLOURS, mutedStyle, textStyle } from "./email-theme";

export type MessageReplyEmailProps = { brand: EmailBrand; subject: string; input: ReplyInput };

/** Paragraphs as the operator typed them: blank lines part them, single breaks stay breaks. */
function paragraphs(text: string): string[][] {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.split(/\r?\n/));
}

function Lines({ lines }: { lines: string[] }) {
  return lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={`br-${index}`} />, line]));
}

/** An operator's reply to a message; its text part is replyText() over the same reply and message. */
export function MessageReplyEmail({ brand, subject, input }: MessageReplyEmailProps) {
  return (
    <EmailLayout brand={brand} title={subject} preview={input.body.trim().slice(0, 120)} heading={subject}>
      {paragraphs(input.body).map((lines, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <Text key={index} style={textStyle}>
          <Lines lines={lines} />
        </Text>
      ))}
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
