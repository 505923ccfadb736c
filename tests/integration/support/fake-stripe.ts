import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/*
 * A small local stand-in of Stripe's Checkout Sessions API for tests that need a Stripe-configured
 * shop (STRIPE_API_URL points the real SDK here). It creates sessions at the amounts it is sent and
 * reports them back; markPaid is what a customer paying on Stripe's page would do. Any key is
 * accepted: the mode under test comes from the key's prefix, not from this server.
 */

export type FakeStripeSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
};

export type FakeStripe = {
  url: string;
  sessions: Map<string, FakeStripeSession>;
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

function amountOf(form: URLSearchParams): number {
  let total = 0;
  for (let index = 0; form.has(`line_items[${index}][price_data][unit_amount]`); index++) {
    total +=
      Number(form.get(`line_items[${index}][price_data][unit_amount]`)) *
      Number(form.get(`line_items[${index}][quantity]`) ?? "1");
  }
  return total;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeStripeSession>();
  const keys: string[] = [];
  let counter = 0;
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://stripe.test").pathname;
    const form = new URLSearchParams(await readBody(request));
    keys.push((request.headers.authorization ?? "").replace(/^Bearer /, ""));
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      counter += 1;
      const id = `cs_test_fake_${counter}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const session: FakeStripeSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        amount_total: amountOf(form),
        currency: "usd",
        metadata,
      };
      sessions.set(id, session);
      return sendJson(response, 200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const session = retrieve?.[1] ? sessions.get(decodeURIComponent(retrieve[1])) : undefined;
    if (request.method === "GET" && session) return sendJson(response, 200, session);
    return sendJson(response, 404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such resource: ${path}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    keys,
    markPaid(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`the fake Stripe has no session ${id}`);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: `pi_for_${id}` });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
