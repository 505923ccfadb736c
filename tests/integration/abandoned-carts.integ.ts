import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCarts } from "@/app/api/admin/carts/route";
import { GET as getUnsubscribe, POST as postUnsubscribe } from "@/app/api/unsubscribe/route";
import type { CartItem } from "@/domain/cart/cart-schema";
import { signCartLink } from "@/domain/carts/cart-link-token";
import { listAbandonedCarts } from "@/server/carts/abandoned-carts";
import { cartToRestore, unsubscribeByLink, unsubscribeTarget } from "@/server/carts/cart-links";
import { cartLinkMac } from "@/server/carts/link-key";
import { sendCartReminder } from "@/server/carts/send-reminder";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { isAppError } from "@/server/http/errors";
import { FIRE_CAPE, FIRE_CAPE_CENTS } from "../support/fixtures";
import { seedOrder } from "./support/admin-orders";
import { aal2SessionToken, call, enrolOperator } from "./support/admin-session";
import { seedCart } from "./support/cart-records";

/* Issue 17, item 3: which carts are abandoned, one reminder per cart (raced), its links (TEST_DB picks the database). */

const db = () => getDatabase().db;
const OPERATOR = "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";
/** The zerker fire cape as the catalogue makes it (the fixture's name, detail and prices are the browser's word). */
const CATALOGUE_FIRE_CAPE: CartItem = {
  ...FIRE_CAPE,
  subName: "Zerker (45 Defence) · Parsec (we play on your PC)",
  imageSrc: "/art/products/fire-cape.svg",
  pricePer: 3_500,
  totalPrice: 3_500,
  config: { "account-type": "zerker", "play-method": "parsec", extras: "" },
};
/** What a stranger types into a cart line to have the shop mail it: a name, a detail, an image, a gone line's name. */
const HOSTILE = [
  "Your account is locked, verify at https://evil.example/verify",
  '<a href="https://evil.example/pay">Call support now</a>',
  "https://evil.example/pixel.png",
  "Gift card waiting: claim it at evil dot example",
] as const;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function refusal(send: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await send;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("The send was not refused");
}

/** Every cart uuid the list shows (each address's latest), page by page. */
async function listedUuids(): Promise<string[]> {
  const uuids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await listAbandonedCarts(cursor, 2);
    uuids.push(...page.addresses.map((address) => address.cartUuid));
    cursor = page.nextCursor;
  } while (cursor);
  return uuids;
}

async function emailLinks(outboxId: string): Promise<{ restore: string; unsubscribe: string; to: string }> {
  const row = await db()
    .selectFrom("outbox")
    .select(["body_text", "to_address"])
    .where("id", "=", outboxId)
    .executeTakeFirstOrThrow();
  const token = (path: string) => new RegExp(`${path}\\?t=(\\S+)`).exec(row.body_text)?.[1] ?? "";
  return { restore: token("/cart/restore"), unsubscribe: token("/unsubscribe"), to: row.to_address };
}

describe("abandoned carts", () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  it("lists carts with an address and a line, unchanged for an hour and not ordered since, newest first, valued by the checkout", async () => {
    // Each its own address: the list has one row per address (automatic-reminders.integ.ts groups them).
    const older = await seedCart({ email: "older@example.com", updatedAt: hoursAgo(5) });
    const newer = await seedCart({
      email: "newer@example.com",
      updatedAt: hoursAgo(2),
      items: [{ ...FIRE_CAPE, pricePer: 1, totalPrice: 1 }],
    });
    const recent = await seedCart({ email: "recent-list@example.com", updatedAt: hoursAgo(0.5) });
    const noEmail = await seedCart({ email: "", updatedAt: hoursAgo(3) });
    const empty = await seedCart({ email: "empty@example.com", items: [], updatedAt: hoursAgo(3) });
    const ordered = await seedCart({ email: "ordered@example.com", updatedAt: hoursAgo(4) });
    const orderedBefore = await seedCart({ email: "ordered-before@example.com", updatedAt: hoursAgo(3) });
    const { id: afterId } = await seedOrder({ createdAt: hoursAgo(3.5) });
    const { id: beforeId } = await seedOrder({ createdAt: hoursAgo(3.5) });
    await db().updateTable("orders").set({ cart_uuid: ordered }).where("id", "=", afterId).execute();
    // An order from this uuid before the cart last changed belongs to an earlier cart: this one is abandoned.
    await db().updateTable("orders").set({ cart_uuid: orderedBefore }).where("id", "=", beforeId).execute();

    const listed = await listedUuids();
    expect(listed).toEqual([newer, orderedBefore, older]);
    for (const hidden of [recent, noEmail, empty, ordered]) expect(listed).not.toContain(hidden);
    const first = (await listAbandonedCarts(null, 10)).addresses[0];
    // The browser said 1 cent; the server's catalogue says what it costs.
    expect(first).toMatchObject({
      cartUuid: newer,
      carts: 1,
      valueCents: FIRE_CAPE_CENTS,
      unpricedLines: 0,
      reminder: "not_sent",
    });
    expect(first?.items).toEqual([{ name: "Fire Cape", subName: CATALOGUE_FIRE_CAPE.subName, count: 1 }]);
  });

  it("sends one reminder per cart: of 8 sends at once exactly one queues an email, the rest are refused", async () => {
    const uuid = await seedCart({ email: "Race@Example.com" });
    const sends = await Promise.allSettled(
      Array.from({ length: 8 }, () => sendCartReminder({ operatorId: OPERATOR, cartUuid: uuid })),
    );
    const sent = sends.filter((send) => send.status === "fulfilled");
    expect(sent).toHaveLength(1);
    for (const send of sends) {
      if (send.status === "rejected") {
        expect(isAppError(send.reason) && send.reason.status).toBe(409);
        expect((send.reason as Error).message).toBe("A reminder was already sent for this cart; each cart gets one.");
      }
    }
    const emails = await db().selectFrom("outbox").selectAll().where("to_address", "=", "Race@Example.com").execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/You left something in your .+ cart/);
    expect(emails[0]?.body_text).toContain(`- Fire Cape (${CATALOGUE_FIRE_CAPE.subName})`);
    const audit = await auditOf(db(), "cart", uuid);
    expect(audit.map((entry) => [entry.action, entry.operatorId])).toEqual([["CART_REMINDER_SENT", OPERATOR]]);
    expect(JSON.stringify(audit)).not.toContain("Example.com");
    const row = (await listAbandonedCarts(null, 100)).addresses.find((address) => address.cartUuid === uuid);
    expect(row?.reminder).toBe("sent");
    expect(await refusal(sendCartReminder({ operatorId: OPERATOR, cartUuid: uuid }))).toEqual({
      status: 409,
      message: "A reminder was already sent for this cart; each cart gets one.",
    });
  });

  it("refuses a cart that is not abandoned, and an unknown cart, queueing nothing", async () => {
    const recent = await seedCart({ updatedAt: hoursAgo(0.2), email: "recent@example.com" });
    expect(await refusal(sendCartReminder({ operatorId: OPERATOR, cartUuid: recent }))).toEqual({
      status: 409,
      message: "This cart changed within the last hour; it is not abandoned yet.",
    });
    expect((await refusal(sendCartReminder({ operatorId: OPERATOR, cartUuid: crypto.randomUUID() }))).status).toBe(404);
    const queued = await db()
      .selectFrom("outbox")
      .select("id")
      .where("to_address", "=", "recent@example.com")
      .execute();
    expect(queued).toEqual([]);
  });

  it("restores a reminded cart from its link; a forged, expired or unreminded link restores nothing", async () => {
    const uuid = await seedCart({ email: "restore@example.com" });
    const { emailId } = await sendCartReminder({ operatorId: OPERATOR, cartUuid: uuid });
    const links = await emailLinks(emailId);
    expect(await cartToRestore(links.restore)).toEqual({ uuid, items: [CATALOGUE_FIRE_CAPE], unavailable: 0 });
    const lastCharacter = links.restore.at(-1) === "A" ? "B" : "A";
    expect(await cartToRestore(`${links.restore.slice(0, -1)}${lastCharacter}`)).toBeNull();
    expect(await cartToRestore(links.restore, new Date(Date.now() + 8 * 24 * 3_600_000))).toBeNull();
    // The restore link is not an unsubscribe link.
    expect(await unsubscribeTarget(links.restore)).toBeNull();
    const mac = await cartLinkMac();
    const unreminded = await seedCart();
    expect(await cartToRestore(signCartLink("restore", unreminded, new Date(), mac).token)).toBeNull();
  });

  it("honours an unsubscribe link: the address (in any case) is recorded once and gets no reminder for another cart", async () => {
    const uuid = await seedCart({ email: "Leaver@example.com" });
    const { emailId } = await sendCartReminder({ operatorId: OPERATOR, cartUuid: uuid });
    const links = await emailLinks(emailId);
    expect(await unsubscribeTarget(links.unsubscribe)).toEqual({ email: "leaver@example.com", unsubscribed: false });
    expect(await unsubscribeByLink(links.unsubscribe, "one-click")).toBe(true);
    expect(await unsubscribeByLink(links.unsubscribe, "page")).toBe(true);
    expect(await unsubscribeTarget(links.unsubscribe)).toEqual({ email: "leaver@example.com", unsubscribed: true });
    expect(await unsubscribeByLink(`${links.unsubscribe}x`, "page")).toBe(false);
    const rows = await db()
      .selectFrom("email_unsubscribes")
      .selectAll()
      .where("email", "=", "leaver@example.com")
      .execute();
    expect(rows).toHaveLength(1);

    const another = await seedCart({ email: " LEAVER@example.com" });
    const address = (await listAbandonedCarts(null, 100)).addresses.filter(
      (row) => row.email.trim().toLowerCase() === "leaver@example.com",
    );
    expect(address.map((row) => [row.carts, row.reminder])).toEqual([[2, "unsubscribed"]]);
    expect(await refusal(sendCartReminder({ operatorId: OPERATOR, cartUuid: another }))).toEqual({
      status: 409,
      message: "This address has unsubscribed from reminders.",
    });
  });

  it("counts reminded carts and those that became orders, and paid orders, after the reminder", async () => {
    const before = (await listAbandonedCarts(null, 1)).figures;
    const converted = await seedCart({ email: "convert@example.com" });
    const unpaid = await seedCart({ email: "unpaid@example.com" });
    await sendCartReminder({ operatorId: OPERATOR, cartUuid: converted });
    await sendCartReminder({ operatorId: OPERATOR, cartUuid: unpaid });
    const later = new Date(Date.now() + 60_000).toISOString();
    const paid = await seedOrder({ createdAt: later, status: "paid" });
    const pending = await seedOrder({ createdAt: later, status: "pending" });
    await db().updateTable("orders").set({ cart_uuid: converted }).where("id", "=", paid.id).execute();
    await db().updateTable("orders").set({ cart_uuid: unpaid }).where("id", "=", pending.id).execute();
    expect((await listAbandonedCarts(null, 1)).figures).toEqual({
      reminded: before.reminded + 2,
      ordered: before.ordered + 2,
      paid: before.paid + 1,
    });
  });

  it("shows the operator, mails and restores only the catalogue's words and values, never the stored text (issue 38)", async () => {
    // A stranger's cart under someone's address: a sold product under made-up words, and (as a row
    // saved before saves were checked) a product the shop never sold.
    const hostile: CartItem = {
      ...FIRE_CAPE,
      name: HOSTILE[0],
      subName: HOSTILE[1],
      imageSrc: HOSTILE[2],
      pricePer: 1,
    };
    const gone: CartItem = { ...FIRE_CAPE, sku: "no-such-product", name: HOSTILE[3], config: {} };
    const email = `victim-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const uuid = await seedCart({ email, items: [hostile, gone] });
    const noHostileText = (text: string) => {
      for (const words of [...HOSTILE, "evil.example"]) expect(text).not.toContain(words);
    };

    const operator = await enrolOperator();
    const listed = await call(listCarts, "/api/admin/carts?limit=100", {
      method: "GET",
      token: await aal2SessionToken(operator),
    });
    expect(listed.status).toBe(200);
    const row = (listed.json.addresses as { cartUuid: string }[]).find((address) => address.cartUuid === uuid);
    expect(row).toMatchObject({
      items: [{ name: "Fire Cape", subName: CATALOGUE_FIRE_CAPE.subName, count: 1 }],
      valueCents: FIRE_CAPE_CENTS,
      unpricedLines: 1,
    });
    noHostileText(JSON.stringify(row));

    const { emailId } = await sendCartReminder({ operatorId: OPERATOR, cartUuid: uuid });
    const sent = await db()
      .selectFrom("outbox")
      .select(["body_text", "body_html", "subject"])
      .where("id", "=", emailId)
      .executeTakeFirstOrThrow();
    expect(sent.body_text).toContain(`- Fire Cape (${CATALOGUE_FIRE_CAPE.subName})`);
    expect(sent.body_html).toContain("Fire Cape");
    // The catalogue line's own picture, as the inline part the transport attaches; the gone line has none.
    expect(sent.body_html?.match(/src="cid:art-[^"]*"/g)).toEqual([`src="cid:art-${FIRE_CAPE.sku}@runeforge"`]);
    for (const part of [sent.subject, sent.body_text, sent.body_html ?? ""]) noHostileText(part);

    const restored = await cartToRestore((await emailLinks(emailId)).restore);
    expect(restored).toEqual({ uuid, items: [CATALOGUE_FIRE_CAPE], unavailable: 1 });
  });

  it("refuses to remind a cart of which the shop sells nothing today", async () => {
    const uuid = await seedCart({ items: [{ ...FIRE_CAPE, sku: "no-such-product", config: {} }] });
    expect(await refusal(sendCartReminder({ operatorId: OPERATOR, cartUuid: uuid }))).toEqual({
      status: 409,
      message: "This cart has nothing the shop sells today.",
    });
  });

  it("keeps one link key for every instance: made once in the database", async () => {
    // Other keys live in the same table (the operators' known-device key, made when one signs in).
    const keys = await db().selectFrom("shop_secrets").selectAll().where("name", "=", "cart-link-key").execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.value.length).toBeGreaterThanOrEqual(43);
  });

  it("POST /api/unsubscribe: a one-click body answers 200, the page's form 303 back to the page, a bad link 400; GET is 405", async () => {
    const uuid = await seedCart({ email: "route@example.com" });
    const { emailId } = await sendCartReminder({ operatorId: OPERATOR, cartUuid: uuid });
    const { unsubscribe } = await emailLinks(emailId);
    const post = (token: string, body: string) =>
      postUnsubscribe(
        new Request(`http://shop.test/api/unsubscribe?t=${encodeURIComponent(token)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
          body,
        }),
        undefined,
      );
    const bad = await post(`${unsubscribe}x`, "List-Unsubscribe=One-Click");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: "bad_request:unsubscribe",
      message: "This unsubscribe link has expired or is not valid.",
    });
    expect(await unsubscribeTarget(unsubscribe)).toEqual({ email: "route@example.com", unsubscribed: false });
    const oneClick = await post(unsubscribe, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(await unsubscribeTarget(unsubscribe)).toEqual({ email: "route@example.com", unsubscribed: true });
    const fromPage = await post(unsubscribe, "from=page");
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get("location")).toBe(`/unsubscribe?t=${encodeURIComponent(unsubscribe)}`);
    expect((await getUnsubscribe(new Request("http://shop.test/api/unsubscribe"), undefined)).status).toBe(405);
  });
});
