import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local stand-in of the three Square endpoints the shop calls (payment links, orders, payments),
 * reached through the real square SDK, and the signing and event shapes of Square's webhooks.
 */

export const SQUARE_ACCESS_TOKEN = "EAAAtest-square-token";
export const SQUARE_LOCATION_ID = "LTESTLOCATION01";
export const SQUARE_SIGNATURE_KEY = "test-square-signature-key";
export const SQUARE_NOTIFICATION_URL = "https://shop.test/api/square/webhook";

type Money = { amount: number; currency: string };
export type FakeSquareOrder = {
  id: string;
  location_id: string;
  reference_id: string;
  state: "OPEN" | "COMPLETED" | "CANCELED";
  total_money: Money;
  tenders: { id: string; type: string; payment_id: string; amount_money: Money }[];
};
type FakePayment = {
  id: string;
  order_id: string;
  status: string;
  amount_money: Money;
  total_money: Money;
  refunded_money?: Money;
};
export type FakeRefund = {
  id: string;
  status: string;
  payment_id: string;
  order_id: string;
  amount_money: Money;
  idempotency_key: string;
};
export type LinkRequest = {
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
  /** Each payment link asked for, with the hosted page's URL the buyer is sent to. */
  readonly links: { body: LinkRequest; authorization: string | undefined; orderId: string; url: string }[] = [];
  readonly orders = new Map<string, FakeSquareOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Runs after a refund is made and before Square answers: a webhook delivered while the shop waits. */
  onRefund: ((refund: FakeRefund) => Promise<void>) | null = null;
  /** While set, every refund is refused with this error (as Square refuses one it cannot make), and nothing is refunded. */
  refuseRefunds: { code: string; detail: string } | null = null;
  /** The status a new refund is answered with: PENDING, as Square usually answers; COMPLETED or FAILED when a test says. */
  refundAnswer: "PENDING" | "COMPLETED" | "FAILED" = "PENDING";
  private readonly byIdempotencyKey = new Map<string, { id: string; orderId: string }>();
  private server: Server | undefined;
  baseUrl = "";

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
  pay(
    orderId: string,
    options: { state?: FakeSquareOrder["state"]; amountCents?: number; currency?: string } = {},
  ): string {
    const order = this.order(orderId);
    const paymentId = `pay${randomSquareId()}`;
    const amount_money = {
      amount: options.amountCents ?? order.total_money.amount,
      currency: options.currency ?? "USD",
    };
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

  /**
   * Square finishes a refund: its status becomes COMPLETED, FAILED or REJECTED (a failed one gives
   * the payment its money back), and the signed refund.updated event Square would send is returned.
   */
  settleRefund(refundId: string, status: "COMPLETED" | "FAILED" | "REJECTED"): { body: string; signature: string } {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`the fake has no refund ${refundId}`);
    refund.status = status;
    const payment = this.payments.get(refund.payment_id);
    if (status !== "COMPLETED" && payment?.refunded_money) payment.refunded_money.amount -= refund.amount_money.amount;
    const body = squareRefundEvent({
      refundId,
      paymentId: refund.payment_id,
      orderId: refund.order_id,
      amountCents: refund.amount_money.amount,
      status,
    });
    return { body, signature: signSquare(body) };
  }

  /** POST /v2/refunds: PENDING at first, as Square answers; never more than the payment; once per key. */
  private refund(body: { idempotency_key: string; payment_id: string; amount_money: Money }): [number, unknown] {
    const replayed = [...this.refunds.values()].find((refund) => refund.idempotency_key === body.idempotency_key);
    if (replayed) return [200, { refund: replayed }];
    if (this.refuseRefunds) return [400, { errors: [{ category: "REFUND_ERROR", ...this.refuseRefunds }] }];
    const payment = this.payments.get(body.payment_id);
    if (!payment)
      return [404, { errors: [{ category: "INVALID_REQUEST_ERROR", code: "NOT_FOUND", detail: "Payment not found" }] }];
    const refunded = payment.refunded_money?.amount ?? 0;
    if (refunded + body.amount_money.amount > payment.amount_money.amount) {
      return [
        400,
        {
          errors: [
            {
              category: "INVALID_REQUEST_ERROR",
              code: "REFUND_AMOUNT_INVALID",
              detail: "The requested refund amount exceeds the amount available to refund.",
            },
          ],
        },
      ];
    }
    if (this.refundAnswer !== "FAILED") {
      payment.refunded_money = { amount: refunded + body.amount_money.amount, currency: body.amount_money.currency };
    }
    const refund: FakeRefund = {
      id: `rf${randomSquareId()}`,
      status: this.refundAnswer,
      payment_id: payment.id,
      order_id: payment.order_id,
      amount_money: body.amount_money,
      idempotency_key: body.idempotency_key,
    };
    this.refunds.set(refund.id, refund);
    return [200, { refund }];
  }

  /** A COMPLETED payment of `amountCents` for a new Square order, as if paid at checkout; its ids. */
  addPayment(amountCents: number): { orderId: string; paymentId: string } {
    const orderId = `sqorder${randomSquareId()}`;
    this.orders.set(orderId, {
      id: orderId,
      location_id: SQUARE_LOCATION_ID,
      reference_id: "",
      state: "OPEN",
      total_money: { amount: amountCents, currency: "USD" },
      tenders: [],
    });
    return { orderId, paymentId: this.pay(orderId, { state: "COMPLETED" }) };
  }

  order(orderId: string): FakeSquareOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`the fake has no order ${orderId}`);
    return order;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${SQUARE_ACCESS_TOKEN}`) {
      return send(response, 401, { errors: [{ category: "AUTHENTICATION_ERROR", code: "UNAUTHORIZED" }] });
    }
    if (request.method === "POST" && url.pathname === "/v2/online-checkout/payment-links") {
      const body = JSON.parse(await readBody(request)) as LinkRequest;
      const existing = this.byIdempotencyKey.get(body.idempotency_key);
      const link = existing ?? { id: `link${randomSquareId()}`, orderId: `sqorder${randomSquareId()}` };
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
      const url = `https://square.link/u/${link.id}`;
      this.links.push({ body, authorization, orderId: link.orderId, url });
      return send(response, 200, {
        payment_link: {
          id: link.id,
          version: 1,
          order_id: link.orderId,
          url,
          created_at: new Date().toISOString(),
        },
      });
    }
    if (request.method === "POST" && url.pathname === "/v2/refunds") {
      const [status, body] = this.refund(JSON.parse(await readBody(request)));
      const made = (body as { refund?: FakeRefund }).refund;
      if (status === 200 && made && this.onRefund) await this.onRefund(made);
      return send(response, status, body);
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

export function randomSquareId(): string {
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

/** As Square signs: HMAC-SHA256 of the notification URL followed by the body, in base64. */
export function signSquare(body: string, url = SQUARE_NOTIFICATION_URL, key = SQUARE_SIGNATURE_KEY): string {
  return createHmac("sha256", key)
    .update(url + body)
    .digest("base64");
}

/** A payment.created / payment.updated event as Square sends it. */
export function squarePaymentEvent(input: {
  orderId: string;
  paymentId: string;
  amountCents: number;
  currency?: string;
  status?: string;
  type?: string;
  eventId?: string;
}): string {
  const money = { amount: input.amountCents, currency: input.currency ?? "USD" };
  return JSON.stringify({
    merchant_id: "MTESTMERCHANT",
    type: input.type ?? "payment.updated",
    event_id: input.eventId ?? crypto.randomUUID(),
    created_at: new Date().toISOString(),
    data: {
      type: "payment",
      id: input.paymentId,
      object: {
        payment: {
          id: input.paymentId,
          order_id: input.orderId,
          status: input.status ?? "COMPLETED",
          amount_money: money,
          total_money: money,
        },
      },
    },
  });
}

/** A refund.created / refund.updated event as Square sends it. */
export function squareRefundEvent(input: {
  refundId: string;
  paymentId: string;
  orderId?: string;
  amountCents: number;
  status?: string;
  type?: string;
  eventId?: string;
}): string {
  return JSON.stringify({
    merchant_id: "MTESTMERCHANT",
    type: input.type ?? "refund.updated",
    event_id: input.eventId ?? crypto.randomUUID(),
    created_at: new Date().toISOString(),
    data: {
      type: "refund",
      id: input.refundId,
      object: {
        refund: {
          id: input.refundId,
          status: input.status ?? "COMPLETED",
          amount_money: { amount: input.amountCents, currency: "USD" },
          payment_id: input.paymentId,
          ...(input.orderId ? { order_id: input.orderId } : {}),
          location_id: "LTESTLOCATION01",
        },
      },
    },
  });
}

/** A dispute.created / dispute.state.updated event as Square sends it. */
export function squareDisputeEvent(input: {
  paymentId: string;
  amountCents: number;
  state: string;
  type: "dispute.created" | "dispute.state.updated";
  disputeId?: string;
}): string {
  const id = input.disputeId ?? `dsp${randomSquareId()}`;
  return JSON.stringify({
    merchant_id: "MTESTMERCHANT",
    type: input.type,
    event_id: crypto.randomUUID(),
    created_at: new Date().toISOString(),
    data: {
      type: "dispute",
      id,
      object: {
        dispute: {
          id,
          dispute_id: id,
          amount_money: { amount: input.amountCents, currency: "USD" },
          reason: "NOT_AS_DESCRIBED",
          state: input.state,
          disputed_payment: { payment_id: input.paymentId },
          card_brand: "VISA",
        },
      },
    },
  });
}
