import { describe, expect, it } from "vitest";
import { CHECKOUT_METHODS, MANUAL_METHODS } from "./methods";
import {
  isMethodOffered,
  type PaymentCredentials,
  type PaymentSetup,
  paymentModeSummary,
  resolvePaymentSetup,
  takesRealPayments,
} from "./payment-mode";

const NONE: PaymentCredentials = {
  stripeSecretKey: "",
  squareAccessToken: "",
  squareEnvironment: "sandbox",
  demoPayments: false,
};

const STRIPE = { none: "", test: "sk_test_abc123", live: "sk_live_abc123" } as const;
const SQUARE = {
  none: { squareAccessToken: "", squareEnvironment: "sandbox" },
  test: { squareAccessToken: "EAAAsandbox", squareEnvironment: "sandbox" },
  live: { squareAccessToken: "EAAAproduction", squareEnvironment: "production" },
} as const;

type Kind = keyof typeof STRIPE;

function credentials(stripe: Kind, square: Kind, demoPayments = false): PaymentCredentials {
  return { stripeSecretKey: STRIPE[stripe], ...SQUARE[square], demoPayments };
}

function setupOf(input: PaymentCredentials): PaymentSetup {
  const result = resolvePaymentSetup(input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result.setup;
}

function refusalOf(input: PaymentCredentials) {
  const result = resolvePaymentSetup(input);
  if (result.ok) throw new Error(`accepted as ${result.setup.mode}`);
  return result.problems;
}

const MANUAL = [...MANUAL_METHODS];

/*
 * Every combination of Stripe (none, test, live) × Square (none, sandbox, production) × DEMO_PAYMENTS,
 * with what the shop must make of it. null: start-up refuses it, naming `refusedBy`.
 */
const TABLE: {
  stripe: Kind;
  square: Kind;
  demo: boolean;
  expected: Omit<PaymentSetup, "methods"> & { methods: string[] };
}[] = [];
const REFUSED: { stripe: Kind; square: Kind; demo: boolean; refusedBy: string[] }[] = [];

for (const demo of [false, true]) {
  TABLE.push(
    {
      stripe: "none",
      square: "none",
      demo,
      expected: { mode: "demo", methods: [...CHECKOUT_METHODS], card: "demo", square: "demo", demoAvailable: true },
    },
    {
      stripe: "test",
      square: "none",
      demo,
      expected: { mode: "test", methods: ["card", ...MANUAL], card: "stripe", square: null, demoAvailable: demo },
    },
    {
      stripe: "none",
      square: "test",
      demo,
      expected: { mode: "test", methods: ["square", ...MANUAL], card: null, square: "square", demoAvailable: demo },
    },
    {
      stripe: "test",
      square: "test",
      demo,
      expected: {
        mode: "test",
        methods: ["card", "square", ...MANUAL],
        card: "stripe",
        square: "square",
        demoAvailable: demo,
      },
    },
  );
  REFUSED.push(
    {
      stripe: "live",
      square: "test",
      demo,
      refusedBy: demo ? ["SQUARE_ENVIRONMENT", "DEMO_PAYMENTS"] : ["SQUARE_ENVIRONMENT"],
    },
    {
      stripe: "test",
      square: "live",
      demo,
      refusedBy: demo ? ["SQUARE_ENVIRONMENT", "DEMO_PAYMENTS"] : ["SQUARE_ENVIRONMENT"],
    },
  );
}
TABLE.push(
  {
    stripe: "live",
    square: "none",
    demo: false,
    expected: { mode: "live", methods: ["card", ...MANUAL], card: "stripe", square: null, demoAvailable: false },
  },
  {
    stripe: "none",
    square: "live",
    demo: false,
    expected: { mode: "live", methods: ["square", ...MANUAL], card: null, square: "square", demoAvailable: false },
  },
  {
    stripe: "live",
    square: "live",
    demo: false,
    expected: {
      mode: "live",
      methods: ["card", "square", ...MANUAL],
      card: "stripe",
      square: "square",
      demoAvailable: false,
    },
  },
);
REFUSED.push(
  { stripe: "live", square: "none", demo: true, refusedBy: ["DEMO_PAYMENTS"] },
  { stripe: "none", square: "live", demo: true, refusedBy: ["DEMO_PAYMENTS"] },
  { stripe: "live", square: "live", demo: true, refusedBy: ["DEMO_PAYMENTS"] },
);

describe("the payment mode", () => {
  it("covers all 18 combinations of Stripe × Square × DEMO_PAYMENTS", () => {
    const seen = new Set([...TABLE, ...REFUSED].map((row) => `${row.stripe}/${row.square}/${row.demo}`));
    expect(seen.size).toBe(18);
    expect(TABLE.length + REFUSED.length).toBe(18);
  });

  it.each(TABLE)("Stripe $stripe, Square $square, DEMO_PAYMENTS=$demo → $expected.mode", (row) => {
    expect(setupOf(credentials(row.stripe, row.square, row.demo))).toEqual(row.expected);
  });

  it.each(REFUSED)("Stripe $stripe, Square $square, DEMO_PAYMENTS=$demo is refused, naming $refusedBy", (row) => {
    const problems = refusalOf(credentials(row.stripe, row.square, row.demo));
    expect(problems.map((problem) => problem.variable)).toEqual(row.refusedBy);
  });

  it("says why a mix is refused, naming both credentials, and never quotes a key", () => {
    const [liveStripe] = refusalOf(credentials("live", "test"));
    expect(liveStripe?.message).toMatch(/^is sandbox while STRIPE_SECRET_KEY is a live key: live and test/);
    const [liveSquare] = refusalOf(credentials("test", "live"));
    expect(liveSquare?.message).toMatch(/^is production while STRIPE_SECRET_KEY is a test key: live and test/);
    const [demo] = refusalOf(credentials("live", "none", true));
    expect(demo?.message).toMatch(/^must be off with live credentials/);
    for (const problem of [liveStripe, liveSquare, demo]) {
      expect(problem?.message).not.toContain("abc123");
      expect(problem?.message).not.toContain("EAAA");
    }
  });

  it("reads restricted keys (rk_) like secret keys", () => {
    expect(setupOf({ ...NONE, stripeSecretKey: "rk_test_abc" }).mode).toBe("test");
    expect(setupOf({ ...NONE, stripeSecretKey: "rk_live_abc" }).mode).toBe("live");
  });

  it("refuses a Stripe key it cannot classify rather than guess its mode", () => {
    expect(refusalOf({ ...NONE, stripeSecretKey: "pk_live_abc" })).toEqual([
      { variable: "STRIPE_SECRET_KEY", message: "must be a Stripe secret key (sk_test_… or sk_live_…)" },
    ]);
  });

  it("ignores SQUARE_ENVIRONMENT when no Square token is set", () => {
    expect(setupOf({ ...NONE, squareEnvironment: "production" }).mode).toBe("demo");
    expect(setupOf({ ...NONE, stripeSecretKey: STRIPE.test, squareEnvironment: "production" }).mode).toBe("test");
  });

  it("never falls back to the demo for a method while another has real keys", () => {
    for (const row of TABLE) {
      const setup = setupOf(credentials(row.stripe, row.square, row.demo));
      const providers = [setup.card, setup.square];
      if (providers.some((provider) => provider !== null && provider !== "demo")) {
        expect(providers, `${row.stripe}/${row.square}/${row.demo}`).not.toContain("demo");
      }
      expect(isMethodOffered(setup, "card")).toBe(setup.card !== null);
      expect(isMethodOffered(setup, "square")).toBe(setup.square !== null);
      for (const method of MANUAL_METHODS) expect(isMethodOffered(setup, method)).toBe(true);
    }
  });

  it("takes real money only in live mode", () => {
    expect(takesRealPayments("live")).toBe(true);
    expect(takesRealPayments("test")).toBe(false);
    expect(takesRealPayments("demo")).toBe(false);
  });

  it("sums the mode up in one line for the start-up log", () => {
    expect(paymentModeSummary(setupOf(NONE))).toBe(
      "Payment mode demo: no provider keys are set, so card by the demo, Square by the demo, manual methods by hand; the demo provider (/test-payment) marks orders paid without taking any money. Set STRIPE_SECRET_KEY or SQUARE_ACCESS_TOKEN before taking real orders.",
    );
    expect(paymentModeSummary(setupOf(credentials("test", "none", true)))).toBe(
      "Payment mode test (test/sandbox credentials, orders flagged as tests): card by Stripe, Square not offered, manual methods by hand; DEMO_PAYMENTS keeps /test-payment for demo orders already placed.",
    );
    expect(paymentModeSummary(setupOf(credentials("live", "live")))).toBe(
      "Payment mode live: card by Stripe, Square by Square, manual methods by hand.",
    );
    expect(paymentModeSummary(setupOf(credentials("none", "test")))).toContain("card not offered, Square by Square");
  });
});
