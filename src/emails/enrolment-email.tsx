import { Text } from "@react-email/components";
import {
  ENROLMENT_UNEXPECTED,
  type EnrolmentEmailInput,
  enrolmentIntro,
  enrolmentSubject,
  enrolmentValidity,
} from "@/domain/admin/enrolment-email";
import type { EmailBrand } from "./email-brand";
import { EmailLayout } from "./email-layout";
import { textStyle } from "./email-theme";
import { OrderLinkButton } from "./order-link-button";

export type EnrolmentEmailProps = { brand: EmailBrand; input: EnrolmentEmailInput };

/** An operator's one-time enrolment link; its text part is enrolmentEmail(). */
export function EnrolmentEmail({ brand, input }: EnrolmentEmailProps) {
  return (
    <EmailLayout
      brand={brand}
      title={enrolmentSubject(input)}
      preview={enrolmentIntro(input)}
      heading={input.reason === "created" ? "Welcome to the back office" : "Set up your sign-in again"}
    >
      <Text style={textStyle}>{enrolmentIntro(input)}</Text>
      <OrderLinkButton url={input.link} label="Set up your sign-in" />
      <Text style={textStyle}>{enrolmentValidity(input)}</Text>
      <Text style={textStyle}>{ENROLMENT_UNEXPECTED}</Text>
    </EmailLayout>
  );
}
