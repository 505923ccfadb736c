import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog, type LogCapture } from "../support/capture-log";
import { setEnv } from "../support/env";
import { FIRE_CAPE, FIRE_CAPE_CENTS } from "./support/shop-config";

/*
 * Issue 21, item 3, without DISCORD_WEBHOOK_URL (the default), on this file's database: the same
 * events as discord-notifications.integ.ts write no Discord row, the worker has nothing to post,
 * and every route answers as it did before.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

const restoreEnv = setEnv({ DISCORD_WEBHOOK_URL: undefined });
const { POST: postOrder } = await import("@/app/api/checkout/order/route");
const { POST: postTestPayment } = await import("@/app/api/test-payment/route");
const { POST: postContact } = await import("@/app/api/brevo/fallback/route");
const { applyPaymentEvent } = await import("@/server/checkout/apply-payment-event");
const { getDatabase } = await import("@/server/db/client");
const { ensureDatabaseReady } = await import("@/server/db/migrate");
const { processOutboxOnce } = await import("@/server/email/outbox-worker");
const { env } = await import("@/server/env");
const { createRequestStamp, peerAddressHeaderForTests } = await import("@/server/http/request-stamp");

createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const PEER_ADDRESS = peerAddressHeaderForTests();
const db = () => getDatabase().db;
const PROFILE = { email: "no.discord@example.com", name: "Nia Quiet", phone: "", rsn: "" };

let clients = 0;
function jsonRequest(path: string, body: unknown): Request {
  clients += 1;
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", [PEER_ADDRESS]: `203.0.113.${clients}` },
    body: JSON.stringify(body),
  });
}

async function place(method: string): Promise<{ reference: string; redirectUrl?: string }> {
  const response = await postOrder(
    jsonRequest("/api/checkout/order", {
      cartUuid: crypto.randomUUID(),
      items: [FIRE_CAPE],
      profile: PROFILE,
      method,
      acceptTerms: true,
      expectedTotalCents: FIRE_CAPE_CENTS,
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string; redirectUrl?: string };
}

let log: LogCapture;

describe(`no Discord webhook configured on ${dialect}`, () => {
  beforeAll(async () => {
    log = captureLog();
    await ensureDatabaseReady();
  });
  afterAll(() => {
    log.restore();
    restoreEnv();
  });

  it("writes no post for any event, and the worker has nothing to send", async () => {
    expect(env.DISCORD_WEBHOOK_URL).toBe("");
    await place("zelle");
    const card = await place("card");
    const session = new URL(card.redirectUrl ?? "", "http://shop.test").searchParams.get("session");
    const paid = await postTestPayment(jsonRequest("/api/test-payment", { session, action: "pay" }), undefined);
    expect(paid.status).toBe(200);
    const order = await db()
      .selectFrom("orders")
      .select(["id", "provider_ref"])
      .where("reference", "=", card.reference)
      .executeTakeFirstOrThrow();
    const refund = await applyPaymentEvent(
      "stripe",
      {
        kind: "refund",
        eventId: "evt_off_refund",
        type: "charge.refunded",
        dedupId: "re_off",
        match: { paymentRef: null, providerRef: order.provider_ref },
        refund: { amountCents: 500, cumulative: false, currency: "usd" },
      },
      new Date(),
    );
    expect(refund).toEqual({ received: true, duplicate: false });
    const contact = await postContact(
      jsonRequest("/api/brevo/fallback", { email: PROFILE.email, message: "Hello" }),
      undefined,
    );
    expect(contact.status).toBe(202);

    const byChannel = await db()
      .selectFrom("outbox")
      .select(["channel", (eb) => eb.fn.countAll<string | number>().as("n")])
      .groupBy("channel")
      .execute();
    // The emails are all there (manual order 2, paid 2, refund notice and the customer's refund email 2, contact 1); no post.
    expect(byChannel.map((row) => [row.channel, Number(row.n)])).toEqual([["email", 7]]);
    expect(await processOutboxOnce({ transport: null, now: () => new Date(Date.now() + 60_000) })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
  });
});
