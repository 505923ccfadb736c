import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Stripe from "stripe";

/*
 * A local stand-in of the Checkout Sessions endpoints of Stripe's API, reached through the real
 * stripe SDK, and Stripe's webhook signing.
 */

export const STRIPE_TEST_SECRET_KEY = "sk_test_fake123";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_test123";

export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
};

type RecordedRequest = { method: string; path: string; idempotencyKey: string | null; form: URLSearchParams };

/** A charge the fake can refund: what was paid on a payment intent and what went back so far. */
export type FakeCharge = { id: string; paymentIntent: string; amount: number; refunded: number };

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, FakeSession>;
  /** Charges by payment intent; markPaid adds one, addCharge another. */
  charges: Map<string, FakeCharge>;
  /** Refunds made, by id, with the idempotency key that made each. */
  refunds: Map<string, { id: string; paymentIntent: string; amount: number; idempotencyKey: string | null }>;
  addCharge(paymentIntent: string, amount: number): void;
  /** Runs after a refund is made and before Stripe answers: a webhook delivered while the shop waits. */
  onRefund: ((charge: FakeCharge) => Promise<void>) | null;
  /**
   * While set, every refund is refused with this error (as Stripe refuses one on a disputed charge),
   * with HTTP 400 unless `status` says otherwise (a 500: Stripe failing), and nothing is refunded.
   */
  refuseRefunds: { code: string; message: string; status?: number } | null;
  /** Bearer keys of every request, to show which key the shop used. */
  keys: string[];
  markPaid(id: string): void;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

function createSession(form: URLSearchParams, id: string): FakeSession {
  let amountTotal = 0;
  for (let index = 0; form.has(`line_items[${index}][price_data][unit_amount]`); index++) {
    const unit = Number(form.get(`line_items[${index}][price_data][unit_amount]`));
    const quantity = Number(form.get(`line_items[${index}][quantity]`) ?? "1");
    amountTotal += unit * quantity;
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return {
    id,
    object: "checkout.session",
    mode: form.get("mode") ?? "payment",
    url: `https://checkout.stripe.test/c/pay/${id}`,
    status: "open",
    payment_status: "unpaid",
    payment_intent: null,
    amount_total: amountTotal,
    currency: "usd",
    customer_email: form.get("customer_email"),
    client_reference_id: form.get("client_reference_id"),
    metadata,
    success_url: form.get("success_url"),
    cancel_url: form.get("cancel_url"),
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const keys: string[] = [];
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeStripe["refunds"] = new Map();
  const refundByKey = new Map<string, unknown>();
  let counter = 0;

  /** POST /v1/refunds as Stripe answers it: never more than the charge, once per idempotency key. */
  function createRefund(form: URLSearchParams, idempotencyKey: string | null): [number, unknown] {
    const replayed = idempotencyKey ? refundByKey.get(idempotencyKey) : undefined;
    if (replayed) return [200, replayed];
    if (fake.refuseRefunds) {
      const { status = 400, ...error } = fake.refuseRefunds;
      return [status, { error: { type: status < 500 ? "invalid_request_error" : "api_error", ...error } }];
    }
    const intent = form.get("payment_intent") ?? "";
    const charge = charges.get(intent);
    if (!charge) {
      return [
        404,
        {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such payment_intent: '${intent}'`,
          },
        },
      ];
    }
    const amount = Number(form.get("amount") ?? charge.amount - charge.refunded);
    if (!Number.isInteger(amount) || amount <= 0 || charge.refunded + amount > charge.amount) {
      return [
        400,
        {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${(charge.amount - charge.refunded) / 100})`,
          },
        },
      ];
    }
    charge.refunded += amount;
    counter += 1;
    const id = `re_test_${counter}`;
    refunds.set(id, { id, paymentIntent: intent, amount, idempotencyKey });
    const chargeObject = {
      id: charge.id,
      object: "charge",
      amount: charge.amount,
      amount_refunded: charge.refunded,
      refunded: charge.refunded >= charge.amount,
      currency: "usd",
      payment_intent: intent,
    };
    const expanded = [...form.entries()].some(([key, value]) => key.startsWith("expand[") && value === "charge");
    const refund = {
      id,
      object: "refund",
      amount,
      currency: "usd",
      payment_intent: intent,
      status: "succeeded",
      charge: expanded ? chargeObject : charge.id,
    };
    if (idempotencyKey) refundByKey.set(idempotencyKey, refund);
    return [200, refund];
  }

  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://stripe.test").pathname;
    const idempotencyKey = request.headers["idempotency-key"];
    const form = new URLSearchParams(await readBody(request));
    requests.push({
      method: request.method ?? "",
      path,
      idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : null,
      form,
    });
    const key = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    keys.push(key);
    // Any well-formed key is accepted: the mode under test comes from the key's prefix, not from this server.
    if (!/^sk_(test|live)_[0-9a-zA-Z]+$/.test(key)) {
      return sendJson(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const replayed = typeof idempotencyKey === "string" ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replayed) return sendJson(response, 200, sessions.get(replayed));
      counter += 1;
      const session = createSession(form, `cs_test_${counter}`);
      sessions.set(session.id, session);
      if (typeof idempotencyKey === "string") byIdempotencyKey.set(idempotencyKey, session.id);
      return sendJson(response, 200, session);
    }
    if (request.method === "POST" && path === "/v1/refunds") {
      const [status, body] = createRefund(form, typeof idempotencyKey === "string" ? idempotencyKey : null);
      const charge = charges.get(form.get("payment_intent") ?? "");
      if (status === 200 && charge && fake.onRefund) await fake.onRefund(charge);
      return sendJson(response, status, body);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === "GET" && retrieve?.[1]) {
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      if (session) return sendJson(response, 200, session);
      return sendJson(response, 404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "session",
          message: `No such checkout.session: '${retrieve[1]}'`,
        },
      });
    }
    return sendJson(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path}).` },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    onRefund: null,
    refuseRefunds: null,
    requests,
    sessions,
    keys,
    charges,
    refunds,
    addCharge(paymentIntent, amount) {
      charges.set(paymentIntent, { id: `ch_for_${paymentIntent}`, paymentIntent, amount, refunded: 0 });
    },
    markPaid(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`fake Stripe has no session ${id}`);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: `pi_for_${id}` });
      const intent = `pi_for_${id}`;
      charges.set(intent, { id: `ch_for_${intent}`, paymentIntent: intent, amount: session.amount_total, refunded: 0 });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

export function signStripe(payload: string, timestamp?: number, secret = STRIPE_TEST_WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
