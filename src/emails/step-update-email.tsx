import { Link, Text } from "@react-email/components";
import {
  STOP_EMAILS_LINE,
  type StepEmailInput,
  stepEmailBody,
  stepEmailHeading,
  stepEmailSubject,
} from "@/domain/orders/step-emails";
import { REVIEW_INVITE_TEXT, reviewInviteUrl } from "@/domain/reviews/review-invite";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";

export type StepUpdateEmailProps = { brand: EmailBrand; input: StepEmailInput };

/** A customer's email when their order moves a step; its text part is stepEmail() over the same input. */
export function StepUpdateEmail({ brand, input }: StepUpdateEmailProps) {
  const body = stepEmailBody(input);
  const reviewUrl = reviewInviteUrl(input.step, input.pageUrl);
  return (
    <EmailLayout
      brand={brand}
      title={stepEmailSubject(input, input.step)}
      preview={body[0] ?? ""}
      heading={stepEmailHeading(input)}
      optOut={{ label: STOP_EMAILS_LINE, url: input.pageUrl }}
    >
      {body.map((line) => (
        <Text key={line} style={textStyle}>
          {line}
        </Text>
      ))}
      <OrderLinkButton url={input.pageUrl} />
      {reviewUrl && (
        <Text style={textStyle}>
          <Link href={reviewUrl}>{REVIEW_INVITE_TEXT}</Link>
        </Text>
      )}
    </EmailLayout>
  );
}
