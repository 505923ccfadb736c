import { z } from "zod";
import type { CheckoutMethod } from "@/domain/checkout/methods";

/*
 * Where a manual method's customer sends the money: the shop's Zelle recipient, a wallet address
 * per coin, the Interac email, the Venmo, Chime and Revolut accounts, and a line of instructions.
 * Set by an operator in the back office; shown on the order confirmation, the customer's order page
 * and the confirmation email, so the customer can pay at once. A method with nothing set keeps the
 * old words (the team sends the details). Each value is checked loosely for its kind (an address
 * that cannot be a Bitcoin address is refused, a valid-looking one is not proven to be ours), so a
 * slip of the paste is caught before customers send money to it.
 */

/** The chains the shop takes USDT on; the network is named beside the address, as a wrong chain loses the money. */
export const USDT_NETWORKS = ["TRC-20", "ERC-20"] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];
const USDT_NETWORK_NAMES: Record<UsdtNetwork, string> = { "TRC-20": "TRC-20 (Tron)", "ERC-20": "ERC-20 (Ethereum)" };

export const MAX_INSTRUCTIONS_LENGTH = 500;

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9 ().-]{10,20}$/;
const BASE58 = "[1-9A-HJ-NP-Za-km-z]";
const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRON_ADDRESS = new RegExp(`^T${BASE58}{33}$`);

type DetailKey = "zelle" | "btc" | "eth" | "usdt" | "ltc" | "interac" | "venmo" | "chime" | "revolut";

type DetailField = {
  key: DetailKey;
  method: CheckoutMethod;
  /** The field's name in the back office. */
  label: string;
  /** What the customer reads beside the value. */
  shownAs: string;
  hint: string;
  max: number;
  /** Loose shape of a valid value (the USDT address is checked against its network instead). */
  pattern: RegExp | null;
  /** Said when the value does not have the shape. */
  expected: string;
};

export const PAYMENT_DETAIL_FIELDS: readonly DetailField[] = [
  {
    key: "zelle",
    method: "zelle",
    label: "Zelle recipient",
    shownAs: "Zelle",
    hint: "the email or US phone number the shop's Zelle is registered to",
    max: 100,
    pattern: new RegExp(`${EMAIL.source}|${PHONE.source}`),
    expected: "an email address or a phone number",
  },
  {
    key: "btc",
    method: "crypto",
    label: "Bitcoin (BTC) address",
    shownAs: "Bitcoin (BTC)",
    hint: "bc1…, 1… or 3…",
    max: 90,
    pattern: new RegExp(`^(?:bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71}|[13]${BASE58}{25,34})$`),
    expected: "a Bitcoin address (bc1…, 1… or 3…)",
  },
  {
    key: "eth",
    method: "crypto",
    label: "Ethereum (ETH) address",
    shownAs: "Ethereum (ETH)",
    hint: "0x and 40 hex digits",
    max: 42,
    pattern: ETH_ADDRESS,
    expected: "an Ethereum address (0x and 40 hex digits)",
  },
  {
    key: "usdt",
    method: "crypto",
    label: "Tether (USDT) address",
    shownAs: "Tether (USDT)",
    hint: "on the network chosen below: T… for TRC-20, 0x… for ERC-20",
    max: 42,
    pattern: null,
    expected: "a USDT address on its network",
  },
  {
    key: "ltc",
    method: "crypto",
    label: "Litecoin (LTC) address",
    shownAs: "Litecoin (LTC)",
    hint: "ltc1…, L…, M… or 3…",
    max: 90,
    pattern: new RegExp(`^(?:ltc1[02-9ac-hj-np-z]{11,71}|[LM3]${BASE58}{26,33})$`),
    expected: "a Litecoin address (ltc1…, L…, M… or 3…)",
  },
  {
    key: "interac",
    method: "interac",
    label: "Interac e-Transfer email",
    shownAs: "Interac e-Transfer",
    hint: "the email the shop receives e-Transfers at",
    max: 100,
    pattern: EMAIL,
    expected: "an email address",
  },
  {
    key: "venmo",
    method: "venmo",
    label: "Venmo username",
    shownAs: "Venmo",
    hint: "like @RuneForge-Shop",
    max: 31,
    pattern: /^@?[A-Za-z0-9_-]{5,30}$/,
    expected: "a Venmo username of 5 to 30 letters, digits, - or _",
  },
  {
    key: "chime",
    method: "chime",
    label: "Chime $ChimeSign",
    shownAs: "Chime",
    hint: "like $RuneForge",
    max: 31,
    pattern: /^\$?[A-Za-z0-9_-]{3,30}$/,
    expected: "a $ChimeSign of 3 to 30 letters, digits, - or _",
  },
  {
    key: "revolut",
    method: "revolut",
    label: "Revolut @revtag",
    shownAs: "Revolut",
    hint: "like @runeforge",
    max: 33,
    pattern: /^@?[A-Za-z0-9_]{3,32}$/,
    expected: "a Revolut @revtag of 3 to 32 letters, digits or _",
  },
];

// A value is one line of printable text: no control or format characters (a right-to-left override
// would show the customer another address than the one they copy).
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

function detailSchema(field: DetailField) {
  return z
    .string({ message: "must be text" })
    .trim()
    .max(field.max, { message: `must be at most ${field.max} characters` })
    .refine((value) => !HIDDEN.test(value), { message: "must be one line of visible characters" })
    .refine((value) => value === "" || field.pattern === null || field.pattern.test(value), {
      message: `must be ${field.expected}`,
    });
}

const fieldShapes = Object.fromEntries(PAYMENT_DETAIL_FIELDS.map((field) => [field.key, detailSchema(field)])) as {
  [K in DetailKey]: ReturnType<typeof detailSchema>;
};

/** The details as stored and as the settings form sends them; an empty value is "not set". */
export const paymentDetailsSchema = z
  .object({
    ...fieldShapes,
    usdtNetwork: z.enum(USDT_NETWORKS, { message: `must be one of ${USDT_NETWORKS.join(", ")}` }),
    instructions: z
      .string({ message: "must be text" })
      .trim()
      .max(MAX_INSTRUCTIONS_LENGTH, { message: `must be at most ${MAX_INSTRUCTIONS_LENGTH} characters` })
      // Lines, as the operator types them; nothing hidden in them.
      .refine((value) => !HIDDEN.test(value.replaceAll("\n", "")), { message: "must be plain text" }),
  })
  .strict()
  .superRefine((details, context) => {
    if (details.usdt === "") return;
    const pattern = details.usdtNetwork === "TRC-20" ? TRON_ADDRESS : ETH_ADDRESS;
    if (!pattern.test(details.usdt)) {
      context.addIssue({
        code: "custom",
        path: ["usdt"],
        message:
          details.usdtNetwork === "TRC-20"
            ? "must be a TRC-20 (Tron) address: T and 33 letters or digits"
            : "must be an ERC-20 (Ethereum) address: 0x and 40 hex digits",
      });
    }
  });

export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const NO_PAYMENT_DETAILS: PaymentDetails = {
  zelle: "",
  btc: "",
  eth: "",
  usdt: "",
  ltc: "",
  interac: "",
  venmo: "",
  chime: "",
  revolut: "",
  usdtNetwork: "TRC-20",
  instructions: "",
};

/** The stored details, or none when the stored value no longer reads (never trust it to be as written). */
export function readPaymentDetails(stored: unknown): PaymentDetails {
  const parsed = paymentDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data : NO_PAYMENT_DETAILS;
}

export type PayToLine = { label: string; value: string };

/** Where a customer of `method` sends the money, one line per account or wallet set; empty when none is. */
export function payToLines(method: string, details: PaymentDetails): PayToLine[] {
  return PAYMENT_DETAIL_FIELDS.filter((field) => field.method === method && details[field.key] !== "").map((field) => ({
    label:
      field.key === "usdt"
        ? `${field.shownAs} on the ${USDT_NETWORK_NAMES[details.usdtNetwork]} network`
        : field.shownAs,
    value: details[field.key],
  }));
}

/** What the customer's page and email show of the details for one order: where to pay, and the shop's note. */
export function payToFor(method: string, details: PaymentDetails): { lines: PayToLine[]; instructions: string | null } {
  const lines = payToLines(method, details);
  return { lines, instructions: lines.length > 0 && details.instructions !== "" ? details.instructions : null };
}
