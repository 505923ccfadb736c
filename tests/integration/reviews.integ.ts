import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as moderatePost } from "@/app/api/admin/reviews/[id]/moderate/route";
import { POST as reviewPost } from "@/app/api/orders/[reference]/review/route";
import { POST as helpfulPost } from "@/app/api/reviews/[id]/helpful/route";
import { ORDER_NOT_FOUND } from "@/domain/api/order-tracking";
import { getDatabase } from "@/server/db/client";
import { currentShopRating, productReviews } from "@/server/reviews/review-pages";
import { tamperedToken } from "../support/fixtures";
import { seedReference } from "./support/admin-orders";
import { ADMIN_ORIGIN, aal2SessionToken, enrolOperator } from "./support/admin-session";
import { seedDeliveredOrder } from "./support/review-records";
import { testDialect } from "./support/setup-database";

/*
 * Customers' reviews on this file's database (TEST_DB): only a delivered order's buyer, with the
 * order page's key, writes one review per order (also under concurrent posts); anyone else gets
 * the order page's 404; moderation is audited; "helpful" counts once per voter; hostile input is a
 * 4xx. The tests share one database and each makes its own orders.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

type Order = { id: string; reference: string; token: string };

async function send(reference: string, body: unknown, client = "198.51.100.20"): Promise<Response> {
  return reviewPost(
    new Request(`${ADMIN_ORIGIN}/api/orders/${reference}/review`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ADMIN_ORIGIN, "x-forwarded-for": client },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ reference }) },
  );
}

async function vote(reviewId: string, client: string): Promise<Response> {
  return helpfulPost(
    new Request(`${ADMIN_ORIGIN}/api/reviews/${reviewId}/helpful`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ADMIN_ORIGIN, "x-forwarded-for": client },
      body: "{}",
    }),
    { params: Promise.resolve({ id: reviewId }) },
  );
}

let operatorId = "";
let operatorToken = "";

async function moderate(reviewId: string, action: string): Promise<Response> {
  return moderatePost(
    new Request(`${ADMIN_ORIGIN}/api/admin/reviews/${reviewId}/moderate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ADMIN_ORIGIN,
        "x-forwarded-for": "203.0.113.90",
        cookie: `__Host-rf-operator=${operatorToken}`,
      },
      body: JSON.stringify({ action }),
    }),
    { params: Promise.resolve({ id: reviewId }) },
  );
}

async function reviewsOf(orderId: string) {
  return getDatabase().db.selectFrom("reviews").selectAll().where("order_id", "=", orderId).execute();
}

const GOOD = { rating: 5, body: "Fast and friendly, cape done overnight." };

beforeAll(async () => {
  const operator = await enrolOperator(undefined, "staff");
  operatorId = operator.id;
  operatorToken = await aal2SessionToken(operator, "203.0.113.91");
});

describe(`customers' reviews on ${testDialect}`, () => {
  it("keeps exactly one review of an order under five concurrent posts", async () => {
    const order = await seedDeliveredOrder({ name: "Ada Lovelace" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        send(order.reference, { k: order.token, rating: 4, body: `Attempt ${index}` }, `198.51.100.${30 + index}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const rows = await reviewsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", rating: 4, display_name: "Ada L." });
    const again = await send(order.reference, { k: order.token, ...GOOD });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "conflict:review" });
  });

  it("refuses a review before the order is delivered", async () => {
    for (const fulfilment of ["queued", "in_progress"] as const) {
      const order = await seedDeliveredOrder({ fulfilment });
      const answer = await send(order.reference, { k: order.token, ...GOOD });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: "forbidden:review" });
      expect(await reviewsOf(order.id)).toHaveLength(0);
    }
  });

  it("answers anyone without the order's key with the order page's 404, saying nothing of the order", async () => {
    const order: Order = await seedDeliveredOrder();
    const stranger: Order = await seedDeliveredOrder();
    const cases: [string, unknown][] = [
      [order.reference, { ...GOOD, k: tamperedToken(order.token) }],
      [order.reference, { ...GOOD, k: stranger.token }],
      [seedReference(), { ...GOOD, k: order.token }],
    ];
    for (const [reference, body] of cases) {
      const answer = await send(reference, body);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual(ORDER_NOT_FOUND);
    }
    // Without a key at all the body does not match the contract: refused before any read.
    expect((await send(order.reference, GOOD)).status).toBe(400);
    expect(await reviewsOf(order.id)).toHaveLength(0);
    expect(await reviewsOf(stranger.id)).toHaveLength(0);
  });

  it("refuses hostile input with a 4xx and stores nothing", async () => {
    const order = await seedDeliveredOrder();
    const cases: [unknown, number][] = [
      [{ k: order.token, rating: 5, body: "x".repeat(10_240) }, 413],
      [{ k: order.token, rating: 5, body: "y".repeat(1_001) }, 400],
      [{ k: order.token, rating: 5, body: "bell\u0007 and escape\u001b[31m" }, 400],
      [{ k: order.token, rating: 5, body: "fine", title: "null\u0000byte" }, 400],
      [{ k: order.token, rating: 0, body: "zero" }, 400],
      [{ k: order.token, rating: 6, body: "six" }, 400],
      [{ k: order.token, rating: "5", body: "string" }, 400],
      [{ k: order.token, rating: 4.5, body: "half" }, 400],
      [{ k: order.token, rating: 5, body: "   " }, 400],
      [{ k: order.token, rating: 5, body: "extra", email: "a@b.c" }, 400],
    ];
    for (const [body, status] of cases) {
      const answer = await send(order.reference, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      const json = (await answer.json()) as { code: string; message: string };
      expect(typeof json.code).toBe("string");
    }
    expect((await send(order.reference, "{not json")).status).toBe(400);
    expect(await reviewsOf(order.id)).toHaveLength(0);
    // Markup is kept as text (React escapes it where it is shown).
    const markup = await send(order.reference, {
      k: order.token,
      rating: 5,
      body: '<img src=x onerror=alert(1)> <a href="https://evil.test">win</a>',
    });
    expect(markup.status).toBe(201);
    expect((await reviewsOf(order.id))[0]?.body).toBe(
      '<img src=x onerror=alert(1)> <a href="https://evil.test">win</a>',
    );
  });

  it("moderates with an audit entry each, and the rating and the product page follow the published ones", async () => {
    const order = await seedDeliveredOrder({ name: "Grace Brewster Hopper" });
    expect((await send(order.reference, { k: order.token, rating: 1, body: "Slow." })).status).toBe(201);
    const [row] = await reviewsOf(order.id);
    const id = row?.id ?? "";
    const before = await currentShopRating();
    expect((await productReviews("fire-cape")).reviews.map((review) => review.id)).not.toContain(id);

    expect((await moderate(id, "unpublish")).status).toBe(409);
    const published = await moderate(id, "publish");
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ status: "published" });
    const after = await currentShopRating();
    expect(after.count).toBe(before.count + 1);
    const shown = (await productReviews("fire-cape")).reviews.find((review) => review.id === id);
    expect(shown).toMatchObject({ displayName: "Grace H.", rating: 1, body: "Slow." });
    expect(JSON.stringify(shown)).not.toContain("example.com");

    expect((await moderate(id, "unpublish")).status).toBe(200);
    expect((await currentShopRating()).count).toBe(before.count);
    expect((await moderate(id, "reject")).status).toBe(409);

    const audit = await getDatabase()
      .db.selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", id)
      .orderBy("at")
      .execute();
    expect(audit.map((entry) => [entry.action, entry.target_type, entry.operator_id])).toEqual([
      ["REVIEW_PUBLISHED", "review", operatorId],
      ["REVIEW_UNPUBLISHED", "review", operatorId],
    ]);
    expect((await moderate(crypto.randomUUID(), "publish")).status).toBe(404);
  });

  it("counts a helpful vote once per voter, only on a published review", async () => {
    const order = await seedDeliveredOrder();
    expect((await send(order.reference, { k: order.token, ...GOOD })).status).toBe(201);
    const id = (await reviewsOf(order.id))[0]?.id ?? "";
    expect((await vote(id, "198.51.100.60")).status).toBe(404);
    expect((await moderate(id, "publish")).status).toBe(200);

    const votes = await Promise.all([vote(id, "198.51.100.61"), vote(id, "198.51.100.61"), vote(id, "198.51.100.61")]);
    expect(votes.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const counted = await Promise.all(
      votes.map(async (answer) => ((await answer.json()) as { counted: boolean }).counted),
    );
    expect(counted.filter(Boolean)).toHaveLength(1);
    const second = await vote(id, "198.51.100.62");
    expect(await second.json()).toEqual({ helpfulCount: 2, counted: true });
    expect((await reviewsOf(order.id))[0]?.helpful_count).toBe(2);
    expect((await vote("not-a-review", "198.51.100.63")).status).toBe(404);
  });
});
