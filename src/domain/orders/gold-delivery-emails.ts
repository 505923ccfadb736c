import { orderEmailSubject } from "@/domain/checkout/order-emails";
import { formatTenths } from "@/domain/gold/gold-units";
import { type EmailText, STOP_EMAILS_LINE } from "./step-emails";

/*
 * The customer's email when an operator records gold traded for their order: "300M of 500M
 * delivered" while a part is, "Your gold is delivered" once all is. Like the step emails it goes only
 * while the customer keeps them on, carries a fresh link to the order's page and says how to stop them;
 * it stands for the delivered step's own email when the last part moves the order there.
 */

export type GoldDeliveryEmailInput = {
  reference: string;
  testMode: boolean;
  siteName: string;
  /** All delivered so far, this delivery included. */
  deliveredTenths: number;
  orderedTenths: number;
  pageUrl: string;
};

function isComplete(input: GoldDeliveryEmailInput): boolean {
  return input.deliveredTenths >= input.orderedTenths;
}

/** "300M of 500M delivered" or "Your gold is delivered": the subject's end and the email's heading. */
export function goldDeliveryHeadline(input: GoldDeliveryEmailInput): string {
  return isComplete(input)
    ? "Your gold is delivered"
    : `${formatTenths(input.deliveredTenths)} of ${formatTenths(input.orderedTenths)} delivered`;
}

export function goldDeliverySubject(input: GoldDeliveryEmailInput): string {
  return orderEmailSubject(
    input,
    `${input.siteName} order ${input.reference}: ${goldDeliveryHeadline(input).replace(/^Your/, "your")}`,
  );
}

/** What the email says under its heading. */
export function goldDeliveryBody(input: GoldDeliveryEmailInput): string[] {
  if (isComplete(input)) {
    return [`All ${formatTenths(input.orderedTenths)} of your gold has been traded to you. Enjoy it!`];
  }
  const rest = input.orderedTenths - input.deliveredTenths;
  return [
    `We traded ${formatTenths(input.deliveredTenths)} of your ${formatTenths(input.orderedTenths)} so far.`,
    `The other ${formatTenths(rest)} follows: we email you when it is traded.`,
  ];
}

export function goldDeliveryEmail(input: GoldDeliveryEmailInput): EmailText {
  return {
    subject: goldDeliverySubject(input),
    text: [
      `Order ${input.reference}: ${goldDeliveryHeadline(input)}`,
      "",
      ...goldDeliveryBody(input),
      "",
      `Follow your order: ${input.pageUrl}`,
      "",
      `${STOP_EMAILS_LINE}: ${input.pageUrl}`,
    ].join("\n"),
  };
}
