import { describe, expect, it } from "vitest";
import { POST as saveCartData } from "@/app/api/cart/saveCartData/route";
import { POST as placeOrder } from "@/app/api/checkout/order/route";
import type { CartItem } from "@/domain/cart/cart-schema";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { getDatabase } from "@/server/db/client";

/*
 * Issue 14, item 1 on the server: a cart line's sku names its variant, and every API that takes
 * cart lines refuses a line whose sku names another variant than its config (an attacker must not
 * price Awakened kills under the Normal sku); an order keeps the line sku.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

const GOLD = buildGoldCartItem(750);

const awakened: CartItem = {
  sku: "dt2-vardorvis:awakened",
  name: "Vardorvis",
  subName: "2 kills · Awakened",
  count: 2,
  pricePer: 3_500,
  totalPrice: 7_000,
  imageSrc: "/art/dt2.svg",
  config: { mode: "awakened", "play-method": "parsec", extras: "" },
};

function post(handler: typeof saveCartData, path: string, body: unknown): Promise<Response> {
  return Promise.resolve(
    handler(
      new Request(`http://shop.test${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      undefined,
    ),
  );
}

function order(items: CartItem[], expectedTotalCents: number, cartUuid = crypto.randomUUID()) {
  return post(placeOrder, "/api/checkout/order", {
    cartUuid,
    items,
    profile: { email: "ada@example.com", name: "Ada", phone: "", rsn: "Zezima" },
    method: "zelle",
    acceptTerms: true,
    expectedTotalCents,
  });
}

describe(`line skus on the server, on ${dialect}`, () => {
  it("saveCartData stores a line under its line sku and refuses one under another variant's sku", async () => {
    const ok = await post(saveCartData, "/api/cart/saveCartData", {
      uuid: crypto.randomUUID(),
      cart: JSON.stringify([awakened, GOLD]),
      email: "",
    });
    expect(ok.status).toBe(200);

    const refused = await post(saveCartData, "/api/cart/saveCartData", {
      uuid: crypto.randomUUID(),
      cart: JSON.stringify([{ ...awakened, sku: "dt2-vardorvis:normal" }]),
      email: "",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: "bad_request:cart",
      message: expect.stringContaining('"dt2-vardorvis:normal" does not match its chosen options'),
    });
  });

  it("the checkout refuses Awakened kills under the Normal sku, or under the bare product sku", async () => {
    for (const sku of ["dt2-vardorvis:normal", "dt2-vardorvis"]) {
      const response = await order([{ ...awakened, sku }, GOLD], 20_550);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("bad_request:checkout");
      expect(body.message).toContain(`${sku}: The line "${sku}" does not match its chosen options`);
    }
  });

  it("an order keeps the line sku of each variant", async () => {
    const cartUuid = crypto.randomUUID();
    const normal: CartItem = { ...awakened, sku: "dt2-vardorvis:normal", config: { mode: "normal" } };
    // 2 Awakened kills $70 and 2 Normal kills $6, both less 10%, and the gold: $142.50 + $68.40.
    const response = await order([awakened, normal, GOLD], 21_090, cartUuid);
    expect(response.status).toBe(201);
    const { db } = getDatabase();
    const row = await db
      .selectFrom("orders")
      .select("lines_json")
      .where("cart_uuid", "=", cartUuid)
      .executeTakeFirstOrThrow();
    const lines = JSON.parse(row.lines_json) as { sku: string }[];
    expect(lines.map((line) => line.sku)).toEqual(["dt2-vardorvis:awakened", "dt2-vardorvis:normal", "osrs-gold"]);
  });
});
