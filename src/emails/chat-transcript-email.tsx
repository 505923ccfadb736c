import { Text } from "@react-email/components";
import { type TranscriptInput, transcriptAuthor, transcriptEmail, transcriptTime } from "@/domain/chat/chat-console";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import type { EmailParts } from "./email-parts";
import { EMAIL_COLOURS, mutedStyle, textStyle } from "./email-theme";
import { renderEmailHtml } from "./render-email";

export type ChatTranscriptEmailProps = { brand: EmailBrand; subject: string; input: TranscriptInput };

/**
 * A live chat's transcript for the visitor; its text part is transcriptEmail() over the same
 * messages. Every message is text (React escapes it), links included: the email makes none clickable.
 */
export function ChatTranscriptEmail({ brand, subject, input }: ChatTranscriptEmailProps) {
  return (
    <EmailLayout brand={brand} title={subject} preview={subject} heading="Your chat with us">
      <Text style={mutedStyle}>
        Here is your conversation with {input.siteName}, as you asked. Times are UTC.
        {input.orderReference ? ` It is about order ${input.orderReference}.` : ""}
      </Text>
      {input.messages.map((message) => (
        <Text
          key={message.seq}
          style={{
            ...textStyle,
            borderLeft: `3px solid ${message.author === "visitor" ? EMAIL_COLOURS.border : EMAIL_COLOURS.gold}`,
            paddingLeft: "12px",
            whiteSpace: "pre-wrap",
          }}
        >
          <strong>{transcriptAuthor(message.author)}</strong>
          <span style={mutedStyle}> · {transcriptTime(message.at)}</span>
          <br />
          {message.body}
        </Text>
      ))}
      <Text style={mutedStyle}>To write to us again, open the live chat on our site or answer this email.</Text>
    </EmailLayout>
  );
}

export function chatTranscriptParts(brand: EmailBrand, input: TranscriptInput): EmailParts {
  const { subject, text } = transcriptEmail(input);
  return {
    subject,
    text,
    html: renderEmailHtml(<ChatTranscriptEmail brand={brand} subject={subject} input={input} />),
  };
}
