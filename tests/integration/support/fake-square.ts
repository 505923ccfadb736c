import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A stand-in of the three Square endpoints the shop calls (payment links, orders, payments), for
 * tests that run the real square SDK against it. It answers only requests with `accessToken`.
 */

type Money = { amount: number; currency: string };
export type FakeOrder = {
  id: string;
  location_id: string;
  reference_id: string;
  state: "OPEN" | "COMPLETED" | "CANCELED";
  total_money: Money;
  tenders: { id: string; type: string; payment_id: string; amount_money: Money }[];
};
type FakePayment = { id: string; order_id: string; status: string; amount_money: Money; total_money: Money };
type LinkRequest = {
  idempotency_key: string;
  order: {
    location_id: string;
    reference_id: string;
    line_items: { name: string; quantity: string; base_price_money: Money }[];
  };
  checkout_options: { redirect_url: string };
  pre_populated_data: { buyer_email: string };
};

export class FakeSquare {
  readonly links: { body: LinkRequest; authorization: string | undefined; orderId: string }[] = [];
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  private readonly byIdempotencyKey = new Map<string, { id: string; orderId: string }>();
  private server: Server | undefined;
  baseUrl = "";

  constructor(private readonly accessToken: string) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Square takes the card: a COMPLETED payment for the order's total, as a tender of the order. */
  pay(orderId: string, options: { state?: FakeOrder["state"]; amountCents?: number } = {}): string {
    const order = this.order(orderId);
    const paymentId = `pay${randomId()}`;
    const amount_money = { amount: options.amountCents ?? order.total_money.amount, currency: "USD" };
    this.payments.set(paymentId, {
      id: paymentId,
      order_id: orderId,
      status: "COMPLETED",
      amount_money,
      total_money: amount_money,
    });
    order.tenders.push({ id: paymentId, type: "CARD", payment_id: paymentId, amount_money });
    order.state = options.state ?? "OPEN";
    return paymentId;
  }

  order(orderId: string): FakeOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`the fake has no order ${orderId}`);
    return order;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${this.accessToken}`) {
      return send(response, 401, { errors: [{ category: "AUTHENTICATION_ERROR", code: "UNAUTHORIZED" }] });
    }
    if (request.method === "POST" && url.pathname === "/v2/online-checkout/payment-links") {
      const body = JSON.parse(await readBody(request)) as LinkRequest;
      const existing = this.byIdempotencyKey.get(body.idempotency_key);
      const link = existing ?? { id: `link${randomId()}`, orderId: `sqorder${randomId()}` };
      if (!existing) {
        this.byIdempotencyKey.set(body.idempotency_key, link);
        const total = body.order.line_items.reduce(
          (sum, line) => sum + line.base_price_money.amount * Number(line.quantity),
          0,
        );
        this.orders.set(link.orderId, {
          id: link.orderId,
          location_id: body.order.location_id,
          reference_id: body.order.reference_id,
          state: "OPEN",
          total_money: { amount: total, currency: "USD" },
          tenders: [],
        });
      }
      this.links.push({ body, authorization, orderId: link.orderId });
      return send(response, 200, {
        payment_link: {
          id: link.id,
          version: 1,
          order_id: link.orderId,
          url: `https://square.link/u/${link.id}`,
          created_at: new Date().toISOString(),
        },
      });
    }
    const orderMatch = /^\/v2\/orders\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && orderMatch?.[1]) {
      const order = this.orders.get(decodeURIComponent(orderMatch[1]));
      return order ? send(response, 200, { order }) : notFound(response);
    }
    const paymentMatch = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && paymentMatch?.[1]) {
      const payment = this.payments.get(decodeURIComponent(paymentMatch[1]));
      return payment ? send(response, 200, { payment }) : notFound(response);
    }
    return notFound(response);
  }
}

function randomId(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 20).toUpperCase();
}

/** JSON that keeps a bigint as a plain number, as Square writes money amounts. */
function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, (_key, value: unknown) =>
    typeof value === "bigint" ? `${value}#n` : value,
  ).replace(/"(-?\d+)#n"/g, "$1");
  response.writeHead(status, { "content-type": "application/json" });
  response.end(text);
}

function notFound(response: ServerResponse): void {
  send(response, 404, { errors: [{ category: "INVALID_REQUEST_ERROR", code: "NOT_FOUND", detail: "Not found" }] });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
