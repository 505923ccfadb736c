/** Accepted payment methods, in the order the footer strip shows them (spec section 2). */
export const PAYMENT_METHODS = [
  { id: "crypto", label: "Cryptocurrency" },
  { id: "zelle", label: "Zelle" },
  { id: "interac", label: "Interac e-Transfer" },
  { id: "venmo", label: "Venmo" },
  { id: "chime", label: "Chime" },
  { id: "applepay", label: "Apple Pay" },
  { id: "googlepay", label: "Google Pay" },
  { id: "mastercard", label: "Mastercard" },
  { id: "visa", label: "Visa" },
  { id: "revolut", label: "Revolut" },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]["id"];
