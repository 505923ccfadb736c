import type { PaymentMethodId } from "@/domain/shell/payment-methods";
import type { IconBody } from "./product-art";

/*
 * Each payment method's real mark in its brand colours, from kept brand sets (Iconify's "logos",
 * CC0, and simple-icons, CC0, with the brand's own hex), on a white card as the brands ask to be
 * shown. Neither set has Interac or Chime: those get their name as a plain wordmark rather than an
 * invented logo. scripts/build-art.ts writes the files to public/art/pay/<method>.svg.
 */

export type PaymentMarkSource =
  | { kind: "logos"; icon: string; box: { width: number; height: number } }
  | { kind: "simple-icons"; slug: string; box: { width: number; height: number } }
  | { kind: "wordmark"; text: string };

export const PAYMENT_MARK_SOURCES: Record<PaymentMethodId, PaymentMarkSource> = {
  crypto: { kind: "logos", icon: "bitcoin", box: { width: 20, height: 20 } },
  zelle: { kind: "simple-icons", slug: "zelle", box: { width: 18, height: 18 } },
  interac: { kind: "wordmark", text: "Interac" },
  venmo: { kind: "simple-icons", slug: "venmo", box: { width: 40, height: 40 } },
  chime: { kind: "wordmark", text: "Chime" },
  applepay: { kind: "logos", icon: "apple-pay", box: { width: 36, height: 17 } },
  googlepay: { kind: "logos", icon: "google-pay", box: { width: 36, height: 17 } },
  mastercard: { kind: "logos", icon: "mastercard", box: { width: 30, height: 22 } },
  visa: { kind: "logos", icon: "visa", box: { width: 34, height: 12 } },
  revolut: { kind: "simple-icons", slug: "revolut", box: { width: 18, height: 18 } },
};

/** Where a method's mark is served from. */
export function paymentMarkSrc(method: PaymentMethodId): string {
  return `/art/pay/${method}.svg`;
}

/** A simple-icons icon: one path on a 24 × 24 canvas, and the brand's colour. */
export type SimpleIcon = { path: string; hex: string };

const CARD = `<rect x=".5" y=".5" width="47" height="31" rx="4.5" fill="#fff" stroke="#d9d4cc"/>`;

function num(value: number): string {
  return String(Number(value.toFixed(3)));
}

/** Centres a mark of the given proportions in its box on the 48 × 32 card. */
function placed(inner: string, viewWidth: number, viewHeight: number, box: { width: number; height: number }): string {
  const scale = Math.min(box.width / viewWidth, box.height / viewHeight);
  const width = viewWidth * scale;
  const height = viewHeight * scale;
  return `<svg x="${num((48 - width) / 2)}" y="${num((32 - height) / 2)}" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${viewWidth} ${viewHeight}">${inner}</svg>`;
}

/** The complete SVG file of one method's mark; `label` becomes its title. */
export function composePaymentMark(input: {
  source: PaymentMarkSource;
  label: string;
  logo?: IconBody;
  simpleIcon?: SimpleIcon;
}): string {
  const { source, label } = input;
  let mark: string;
  if (source.kind === "logos") {
    if (!input.logo) throw new Error(`the logos set has no ${source.icon}`);
    mark = placed(input.logo.body, input.logo.width ?? 256, input.logo.height ?? 256, source.box);
  } else if (source.kind === "simple-icons") {
    if (!input.simpleIcon) throw new Error(`simple-icons has no ${source.slug}`);
    mark = placed(`<path fill="#${input.simpleIcon.hex}" d="${input.simpleIcon.path}"/>`, 24, 24, source.box);
  } else {
    mark = `<text x="24" y="20" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${source.text.length > 5 ? 9.5 : 11}" font-weight="700" fill="#2b2520">${source.text}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"><title>${label}</title>${CARD}${mark}</svg>\n`;
}
