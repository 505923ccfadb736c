import { CHECKOUT_METHODS, type CheckoutMethod, isManualMethod } from "./methods";

/*
 * How the shop takes money, derived from its credentials and nothing else, once at start-up.
 *
 *   demo  no Stripe key and no Square token: card and Square go to the built-in demo provider
 *         (/test-payment), which marks an order paid on one click; no money exists anywhere.
 *   test  Stripe test keys (sk_test_/rk_test_) and/or a Square sandbox token: the providers'
 *         own test systems; no real money.
 *   live  live keys (sk_live_/rk_live_, SQUARE_ENVIRONMENT=production).
 *
 * The trust rule: once any provider key is set, the demo provider never takes a new order, so an
 * order can only be marked paid by a provider that took the money (or, in test, would have). A
 * method whose provider has no key is not offered, never sent to the demo instead. Live and test
 * credentials are never mixed, and DEMO_PAYMENTS is refused beside live ones. Outside live every
 * order is flagged as a test and every page says so.
 *
 * DEMO_PAYMENTS=1 only matters in test mode: it keeps /test-payment and the demo return route
 * answering for demo orders that already exist (a staging database that began without keys).
 * New orders still go to the configured providers only.
 */

export type PaymentMode = "demo" | "test" | "live";

/** The words every page shows outside live mode. */
export const TEST_SHOP_NOTICE = "Test shop: no real payments are taken";

export type PaymentCredentials = {
  /** STRIPE_SECRET_KEY, "" when unset. */
  stripeSecretKey: string;
  /** SQUARE_ACCESS_TOKEN, "" when unset. */
  squareAccessToken: string;
  squareEnvironment: "sandbox" | "production";
  demoPayments: boolean;
};

/** Who takes the payment of each provider method; null: the method is not offered. */
export type PaymentSetup = {
  mode: PaymentMode;
  /** What the checkout offers, in the order it lists them; manual methods always. */
  methods: readonly CheckoutMethod[];
  card: "stripe" | "demo" | null;
  square: "square" | "demo" | null;
  /** Whether /test-payment and demo ids on the return route are answered at all. */
  demoAvailable: boolean;
};

export type PaymentConfigProblem = {
  variable: "STRIPE_SECRET_KEY" | "SQUARE_ENVIRONMENT" | "DEMO_PAYMENTS";
  message: string;
};

export type PaymentSetupResult = { ok: true; setup: PaymentSetup } | { ok: false; problems: PaymentConfigProblem[] };

type Kind = "none" | "test" | "live";

/** "sk_live_…" → live, "rk_test_…" → test, "" → none; anything else is not a key we know. */
function stripeKind(key: string): Kind | "unknown" {
  if (key === "") return "none";
  if (/^(sk|rk)_live_/.test(key)) return "live";
  if (/^(sk|rk)_test_/.test(key)) return "test";
  return "unknown";
}

function squareKind(credentials: PaymentCredentials): Kind {
  if (credentials.squareAccessToken === "") return "none";
  return credentials.squareEnvironment === "production" ? "live" : "test";
}

function problemsOf(stripe: Kind | "unknown", square: Kind, demoPayments: boolean): PaymentConfigProblem[] {
  const problems: PaymentConfigProblem[] = [];
  if (stripe === "unknown") {
    problems.push({ variable: "STRIPE_SECRET_KEY", message: "must be a Stripe secret key (sk_test_… or sk_live_…)" });
  }
  if (stripe === "live" && square === "test") {
    problems.push({
      variable: "SQUARE_ENVIRONMENT",
      message:
        "is sandbox while STRIPE_SECRET_KEY is a live key: live and test credentials cannot be mixed (use a production Square token, or a Stripe test key)",
    });
  }
  if (stripe === "test" && square === "live") {
    problems.push({
      variable: "SQUARE_ENVIRONMENT",
      message:
        "is production while STRIPE_SECRET_KEY is a test key: live and test credentials cannot be mixed (use a Stripe live key, or SQUARE_ENVIRONMENT=sandbox with a sandbox token)",
    });
  }
  if (demoPayments && (stripe === "live" || square === "live")) {
    problems.push({
      variable: "DEMO_PAYMENTS",
      message: "must be off with live credentials: the demo provider marks orders paid without taking any money",
    });
  }
  return problems;
}

/** The shop's mode, methods and providers, or every reason its credentials cannot be used together. */
export function resolvePaymentSetup(credentials: PaymentCredentials): PaymentSetupResult {
  const stripe = stripeKind(credentials.stripeSecretKey);
  const square = squareKind(credentials);
  const problems = problemsOf(stripe, square, credentials.demoPayments);
  if (stripe === "unknown" || problems.length > 0) return { ok: false, problems };

  if (stripe === "none" && square === "none") {
    return {
      ok: true,
      setup: { mode: "demo", methods: CHECKOUT_METHODS, card: "demo", square: "demo", demoAvailable: true },
    };
  }
  const card = stripe === "none" ? null : "stripe";
  const squareProvider = square === "none" ? null : "square";
  const mode: PaymentMode = stripe === "live" || square === "live" ? "live" : "test";
  return {
    ok: true,
    setup: {
      mode,
      methods: CHECKOUT_METHODS.filter(
        (method) =>
          isManualMethod(method) ||
          (method === "card" && card !== null) ||
          (method === "square" && squareProvider !== null),
      ),
      card,
      square: squareProvider,
      demoAvailable: mode === "test" && credentials.demoPayments,
    },
  };
}

/** Only live mode takes real money: everywhere else orders are flagged as tests and pages say so. */
export function takesRealPayments(mode: PaymentMode): boolean {
  return mode === "live";
}

export function isMethodOffered(setup: Pick<PaymentSetup, "methods">, method: CheckoutMethod): boolean {
  return setup.methods.includes(method);
}

function providerText(setup: PaymentSetup): string {
  const card = setup.card === null ? "card not offered" : `card by ${setup.card === "stripe" ? "Stripe" : "the demo"}`;
  const square =
    setup.square === null ? "Square not offered" : `Square by ${setup.square === "square" ? "Square" : "the demo"}`;
  return `${card}, ${square}, manual methods by hand`;
}

/** The one start-up line about payments: what the operator needs to know, never a key. */
export function paymentModeSummary(setup: PaymentSetup): string {
  switch (setup.mode) {
    case "demo":
      return `Payment mode demo: no provider keys are set, so ${providerText(setup)}; the demo provider (/test-payment) marks orders paid without taking any money. Set STRIPE_SECRET_KEY or SQUARE_ACCESS_TOKEN before taking real orders.`;
    case "test":
      return `Payment mode test (test/sandbox credentials, orders flagged as tests): ${providerText(setup)}${
        setup.demoAvailable ? "; DEMO_PAYMENTS keeps /test-payment for demo orders already placed" : ""
      }.`;
    case "live":
      return `Payment mode live: ${providerText(setup)}.`;
  }
}
