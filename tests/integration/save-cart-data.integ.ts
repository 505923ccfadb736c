import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/cart/saveCartData/route";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { getCartByUuid } from "@/server/carts/saved-carts";
import { getDatabase } from "@/server/db/client";
import { FIRE_CAPE } from "../support/fixtures";

const dialect = process.env.TEST_DB ?? "sqlite";

const gold = buildGoldCartItem(750);

function uuid(): string {
  return crypto.randomUUID();
}

function post(body: unknown, init: { raw?: string; contentType?: string } = {}): Promise<Response> {
  return Promise.resolve(
    POST(
      new Request("http://shop.test/api/cart/saveCartData", {
        method: "POST",
        headers: { "content-type": init.contentType ?? "application/json" },
        body: init.raw ?? JSON.stringify(body),
      }),
      undefined,
    ),
  );
}

async function cartCount(): Promise<number> {
  const { db } = getDatabase();
  const row = await db
    .selectFrom("carts")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`POST /api/cart/saveCartData on ${dialect}`, () => {
  it("stores a valid cart by uuid", async () => {
    const id = uuid();
    const response = await post({ uuid: id, cart: JSON.stringify([gold]), email: "" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, uuid: id, lines: 1 });
    const saved = await getCartByUuid(id);
    expect(saved).toMatchObject({ uuid: id, items: [gold], email: "" });
    expect(saved?.createdAt).toBe(saved?.updatedAt);
  });

  it("updates the same uuid in place, keeping when it was created", async () => {
    const id = uuid();
    await post({ uuid: id, cart: JSON.stringify([gold]), email: "" });
    const first = await getCartByUuid(id);
    await new Promise((done) => setTimeout(done, 15));
    const bigger = { ...gold, subName: "1,000M", pricePer: 19_000, totalPrice: 19_000, config: { millions: 1_000 } };
    const response = await post({ uuid: id, cart: JSON.stringify([bigger]), email: "buyer@example.com" });
    expect(response.status).toBe(200);
    const second = await getCartByUuid(id);
    expect(second?.items).toEqual([bigger]);
    expect(second?.email).toBe("buyer@example.com");
    expect(second?.createdAt).toBe(first?.createdAt);
    expect(second && first && second.updatedAt > first.updatedAt).toBe(true);
  });

  it("stores an emptied cart", async () => {
    const id = uuid();
    await post({ uuid: id, cart: JSON.stringify([gold]), email: "" });
    expect((await post({ uuid: id, cart: "[]", email: "" })).status).toBe(200);
    expect((await getCartByUuid(id))?.items).toEqual([]);
  });

  it("stores the browser's own line of a product the shop sells, whatever its stored words", async () => {
    const id = uuid();
    const response = await post({ uuid: id, cart: JSON.stringify([FIRE_CAPE, gold]), email: "" });
    expect(response.status).toBe(200);
    expect((await getCartByUuid(id))?.items).toEqual([FIRE_CAPE, gold]);
  });

  it.each([
    [
      "a sku the shop does not sell",
      { ...FIRE_CAPE, sku: "no-such-product", config: {} },
      /no-such-product: This product is no longer sold/,
    ],
    [
      "a sold sku with an option the shop does not offer",
      { ...FIRE_CAPE, config: { "account-type": "no-such-choice" } },
      /fire-cape: /,
    ],
  ])("refuses %s (issue 38): 400 bad_request:cart, and stores nothing", async (_name, line, message) => {
    const id = uuid();
    const response = await post({ uuid: id, cart: JSON.stringify([gold, line]), email: "victim@example.com" });
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.code).toBe("bad_request:cart");
    expect(json.message).toMatch(/^Some items cannot be saved\. /);
    expect(json.message).toMatch(message);
    expect(await getCartByUuid(id)).toBeUndefined();
  });

  const badInputs: [string, { body?: unknown; raw?: string; contentType?: string }, number, RegExp][] = [
    ["malformed JSON", { raw: '{"uuid": "x", ' }, 400, /not valid JSON/],
    [
      "a non-JSON content type",
      { raw: "uuid=x", contentType: "application/x-www-form-urlencoded" },
      415,
      /application\/json/,
    ],
    ["a uuid that is not a UUID", { body: { uuid: "cart-1", cart: "[]", email: "" } }, 400, /uuid/],
    ["a number where a string belongs", { body: { uuid: "UUID", cart: "[]", email: 5 } }, 400, /email/],
    ["a cart that is an array, not a JSON string", { body: { uuid: "UUID", cart: [gold], email: "" } }, 400, /cart/],
    [
      "a cart string that is not JSON",
      { body: { uuid: "UUID", cart: "[{oops", email: "" } },
      400,
      /cart: must be a JSON string/,
    ],
    [
      "an item with a string price",
      { body: { uuid: "UUID", cart: JSON.stringify([{ ...gold, totalPrice: "142.50" }]), email: "" } },
      400,
      /totalPrice/,
    ],
    [
      "an item with a fractional cent",
      { body: { uuid: "UUID", cart: JSON.stringify([{ ...gold, pricePer: 1.5 }]), email: "" } },
      400,
      /pricePer/,
    ],
    [
      "an item with an unknown field",
      { body: { uuid: "UUID", cart: JSON.stringify([{ ...gold, discount: 99 }]), email: "" } },
      400,
      /cart/,
    ],
    [
      "an unknown top-level key",
      { body: { uuid: "UUID", cart: "[]", email: "", admin: true } },
      400,
      /admin|Unrecognized/i,
    ],
    ["a missing field", { body: { uuid: "UUID", cart: "[]" } }, 400, /email/],
    ["a bad email", { body: { uuid: "UUID", cart: "[]", email: "not-an-email" } }, 400, /email/],
    [
      "too many lines",
      {
        body: {
          uuid: "UUID",
          cart: JSON.stringify(
            Array.from({ length: 101 }, (_, index) => ({ ...gold, sku: `sku-${index}`, config: {} })),
          ),
          email: "",
        },
      },
      400,
      /at most 100 lines/,
    ],
    [
      "an oversized body",
      { body: { uuid: "UUID", cart: JSON.stringify([{ ...gold, name: "x".repeat(40_000) }]), email: "" } },
      413,
      /at most 32768 bytes/,
    ],
    ["a body that is not an object", { raw: "[1,2,3]" }, 400, /Invalid request/],
  ];

  it.each(badInputs)(
    "refuses %s with %#: a 4xx code and message, and stores nothing",
    async (_name, input, status, message) => {
      const before = await cartCount();
      const id = uuid();
      const body =
        input.body === undefined ? undefined : JSON.parse(JSON.stringify(input.body).replaceAll('"UUID"', `"${id}"`));
      const response = await post(body, { raw: input.raw, contentType: input.contentType });
      expect(response.status).toBe(status);
      const json = await response.json();
      expect(json.code).toMatch(/^(bad_request|payload_too_large|unsupported_media_type):cart$/);
      expect(json.message).toMatch(message);
      expect(await cartCount()).toBe(before);
      expect(await getCartByUuid(id)).toBeUndefined();
    },
  );
});
