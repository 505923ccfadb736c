import { beforeAll, describe, expect, it } from "vitest";
import { orderDetail } from "@/server/admin/orders/order-detail";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { AppError } from "@/server/http/errors";
import { issueAccessToken, orderIdForAccess } from "@/server/orders/access-tokens";
import { setOrderStep } from "@/server/orders/order-steps";
import { readOrderTracking, trackingStamps, trackingViewById } from "@/server/orders/order-tracking";
import { tamperedToken } from "../support/fixtures";
import { seedOrder } from "./support/admin-orders";

/*
 * Issue 18's foundation on this file's database (TEST_DB): links to an order's private page open
 * only with their own token, and fulfilment steps are written once each, racing operators
 * included, with the tracking stamp the live pages compare.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000001";
const db = () => getDatabase().db;

describe(`order tracking on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  it("opens an order only with a token issued for it, stored hashed", async () => {
    const order = await seedOrder();
    const other = await seedOrder();
    const token = await issueAccessToken(db(), { orderId: order.id, purpose: "checkout", now: new Date() });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await orderIdForAccess(db(), order.reference, token)).toBe(order.id);
    expect(await orderIdForAccess(db(), other.reference, token)).toBeNull();
    expect(await orderIdForAccess(db(), order.reference, tamperedToken(token))).toBeNull();
    expect(await orderIdForAccess(db(), order.reference, undefined)).toBeNull();
    expect(await orderIdForAccess(db(), "RF-NOTHERE", token)).toBeNull();
    expect(await orderIdForAccess(db(), ["x"], { k: token })).toBeNull();
    const stored = await db().selectFrom("order_access_tokens").selectAll().where("order_id", "=", order.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const view = await readOrderTracking(order.reference, token);
    expect(view?.reference).toBe(order.reference);
    expect(await readOrderTracking(other.reference, token)).toBeNull();
  });

  it("lists steps written in the same millisecond in the order they were written, for the customer and the back office", async () => {
    const order = await seedOrder();
    // One instant for all: before migration 0020 their order fell to their random ids.
    const now = new Date("2026-11-28T07:30:00.000Z");
    const writes = [
      { step: "in_progress" as const, progress: { done: 10, target: 250, unit: "kills" as const } },
      { step: "in_progress" as const, progress: { done: 20, target: 250, unit: "kills" as const } },
      { step: "paused" as const, reason: "Your account is logged in." },
      { step: "in_progress" as const, progress: { done: 30, target: 250, unit: "kills" as const } },
      { step: "paused" as const, reason: "The world you chose is full." },
      { step: "in_progress" as const, progress: { done: 40, target: 250, unit: "kills" as const } },
      { step: "paused" as const, reason: "A ban wave is running." },
    ];
    const ids: string[] = [];
    for (const write of writes)
      ids.push((await setOrderStep({ orderId: order.id, operatorId: OPERATOR, now, ...write })).stepId);
    const view = await trackingViewById(db(), order.id);
    expect(view?.steps.map((step) => step.step)).toEqual(writes.map((write) => write.step));
    expect(view?.pausedReason).toBe("A ban wave is running.");
    expect(view?.progress).toEqual({ done: 40, target: 250, unit: "kills" });
    const detail = await orderDetail(order.id);
    const steps = detail.timeline.filter((entry) => entry.kind === "step");
    expect(steps.map((entry) => entry.id)).toEqual(ids.map((id) => `step:${id}`));
    // Each step's row carries its own audit row's change (one operator, one instant for all seven),
    // and no audit row is left over as an action of its own.
    expect(steps.map((entry) => entry.detail)).toEqual([
      "fulfilment: queued → in progress",
      null,
      "fulfilment: in progress → paused\nYour account is logged in.",
      "fulfilment: paused → in progress",
      "fulfilment: in progress → paused\nThe world you chose is full.",
      "fulfilment: paused → in progress",
      "fulfilment: in progress → paused\nA ban wave is running.",
    ]);
    expect(detail.timeline.filter((entry) => entry.kind === "action")).toEqual([]);
  });

  it("writes each step with its figure, bumps the stamp and refuses what the rules refuse", async () => {
    const order = await seedOrder();
    const before = (await trackingStamps([order.id])).get(order.id);
    await setOrderStep({
      orderId: order.id,
      operatorId: OPERATOR,
      step: "in_progress",
      progress: { done: 10, target: 250, unit: "kills" },
    });
    await setOrderStep({
      orderId: order.id,
      operatorId: OPERATOR,
      step: "in_progress",
      progress: { done: 120, target: 250, unit: "kills" },
    });
    await setOrderStep({
      orderId: order.id,
      operatorId: OPERATOR,
      step: "paused",
      reason: "Your account is logged in.",
    });
    const after = (await trackingStamps([order.id])).get(order.id);
    expect(after).not.toBe(before);
    const view = await trackingViewById(db(), order.id);
    expect(view?.fulfilment).toBe("paused");
    expect(view?.pausedReason).toBe("Your account is logged in.");
    expect(view?.progress).toEqual({ done: 120, target: 250, unit: "kills" });
    expect(view?.steps.map((step) => step.step)).toEqual(["in_progress", "in_progress", "paused"]);
    expect(view?.version).toBe(3);

    const refused = await setOrderStep({ orderId: order.id, operatorId: OPERATOR, step: "paused", reason: "" }).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(400);
    const missing = await setOrderStep({ orderId: crypto.randomUUID(), operatorId: OPERATOR, step: "delivered" }).catch(
      (e) => e,
    );
    expect((missing as AppError).status).toBe(404);
  });

  it("lets one of two racing operators write a step and tells the other", async () => {
    const order = await seedOrder();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        setOrderStep({
          orderId: order.id,
          operatorId: OPERATOR,
          step: "in_progress",
          progress: { done: index, target: 10, unit: "tasks" },
        }),
      ),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    const steps = await db().selectFrom("order_steps").selectAll().where("order_id", "=", order.id).execute();
    const version = await db()
      .selectFrom("orders")
      .select("tracking_version")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    // Each success is one row and one version; every failure is a 409 or the rule refusing a repeat.
    expect(steps).toHaveLength(won.length);
    expect(Number(version.tracking_version)).toBe(won.length);
    for (const result of results) {
      if (result.status === "rejected") expect([400, 409]).toContain((result.reason as AppError).status);
    }
    expect(won.length).toBeGreaterThanOrEqual(1);
  });
});
