import { Text } from "@react-email/components";
import {
  type NoticeOrder,
  type PaymentNotice,
  paymentNoticeAdvice,
  paymentNoticeFacts,
  paymentNoticeHeading,
  paymentNoticeSubject,
} from "@/domain/checkout/payment-notices";
import type { EmailBrand } from "./email-brand";
import { EmailFacts } from "./email-facts";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";

export type PaymentNoticeEmailProps = { brand: EmailBrand; order: NoticeOrder; notice: PaymentNotice };

/** The shop's notice of a payment problem, refund or dispute; its text part is paymentNoticeEmail(). */
export function PaymentNoticeEmail({ brand, order, notice }: PaymentNoticeEmailProps) {
  const subject = paymentNoticeSubject(order, notice);
  return (
    <EmailLayout brand={brand} title={subject} preview={subject} heading={paymentNoticeHeading(order)}>
      <EmailFacts facts={paymentNoticeFacts(order, notice)} />
      <Text style={textStyle}>{paymentNoticeAdvice(notice)}</Text>
    </EmailLayout>
  );
}
