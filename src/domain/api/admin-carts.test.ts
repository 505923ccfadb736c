import { describe, expect, it } from "vitest";
import { adminCartReminderRoute } from "./admin-cart-routes";
import { abandonedCartPageSchema, listAbandonedCartsContract, sendReminderContract } from "./admin-carts";

describe("the admin carts contracts", () => {
  it("reads the list's query string and refuses what it does not know", () => {
    expect(listAbandonedCartsContract.request.parse({ limit: "5" })).toEqual({ limit: 5 });
    expect(listAbandonedCartsContract.request.parse({})).toEqual({ limit: 25 });
    expect(listAbandonedCartsContract.request.safeParse({ cursor: "' OR 1=1" }).success).toBe(false);
    expect(listAbandonedCartsContract.request.safeParse({ limit: "1000" }).success).toBe(false);
    expect(listAbandonedCartsContract.request.safeParse({ email: "x@example.com" }).success).toBe(false);
  });

  it("sends a reminder with nothing from the browser: no address, no text", () => {
    expect(sendReminderContract.request.parse({})).toEqual({});
    expect(sendReminderContract.request.safeParse({ to: "other@example.com" }).success).toBe(false);
  });

  it("describes a page of addresses by their latest cart, with the reminder figures and settings", () => {
    const page = {
      addresses: [
        {
          cartUuid: "0b6f3c2e-4d1a-4f3b-9c2d-7e8f9a0b1c2d",
          email: "visitor@example.com",
          carts: 3,
          items: [{ name: "Fire Cape", count: 1 }],
          valueCents: 1_500,
          unpricedLines: 0,
          updatedAt: "2026-11-27T10:00:00.000Z",
          reminder: "sent",
          remindedAt: "2026-11-27T12:00:00.000Z",
          orderedAt: null,
        },
      ],
      figures: { reminded: 1, ordered: 1, paid: 0 },
      automatic: { on: true, delayHours: 24, periodDays: 7 },
      nextCursor: null,
    };
    expect(abandonedCartPageSchema.parse(page)).toEqual(page);
    const [address] = page.addresses;
    for (const bad of [{ carts: 0 }, { reminder: "maybe" }, { orderedAt: "yesterday" }]) {
      expect(abandonedCartPageSchema.safeParse({ ...page, addresses: [{ ...address, ...bad }] }).success).toBe(false);
    }
    expect(abandonedCartPageSchema.safeParse({ ...page, figures: { reminded: -1, ordered: 0, paid: 0 } }).success).toBe(
      false,
    );
  });

  it("posts a cart's reminder to its own address, never repeated by itself", () => {
    const route = adminCartReminderRoute("0b6f3c2e-4d1a-4f3b-9c2d-7e8f9a0b1c2d");
    expect(route).toMatchObject({
      method: "POST",
      path: "/api/admin/carts/0b6f3c2e-4d1a-4f3b-9c2d-7e8f9a0b1c2d/reminder",
      retry: false,
    });
  });
});
