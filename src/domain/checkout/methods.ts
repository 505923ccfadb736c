/**
 * How a visitor can pay: card and wallets (Stripe), Square, or a manual method arranged on live chat;
 * "gold" is OSRS gold traded in game, for services only (gold-payment.ts).
 */
export const CHECKOUT_METHODS = [
  "card",
  "square",
  "crypto",
  "zelle",
  "interac",
  "venmo",
  "chime",
  "revolut",
  "gold",
] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

export const MANUAL_METHODS: readonly CheckoutMethod[] = [
  "crypto",
  "zelle",
  "interac",
  "venmo",
  "chime",
  "revolut",
  "gold",
];

export function isManualMethod(method: CheckoutMethod): boolean {
  return MANUAL_METHODS.includes(method);
}

export const METHOD_LABELS: Record<CheckoutMethod, string> = {
  card: "Card, Apple Pay or Google Pay",
  square: "Square (card)",
  crypto: "Cryptocurrency",
  zelle: "Zelle",
  interac: "Interac e-Transfer",
  venmo: "Venmo",
  chime: "Chime",
  revolut: "Revolut",
  gold: "OSRS gold",
};
