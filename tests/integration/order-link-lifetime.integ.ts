import { beforeAll, describe, expect, it, vi } from "vitest";
import { ORDER_LINK_EXPIRED, ORDER_NOT_FOUND } from "@/domain/api/order-tracking";
import { DEFAULT_ORDER_LINK_DAYS } from "@/domain/orders/order-link-lifetime";
import { catalogue, prepareCatalogue } from "@/server/catalogue/catalogue-store";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { issueAccessToken } from "@/server/orders/access-tokens";
import { openOrderTracking } from "@/server/orders/order-tracking";
import { tamperedToken } from "../support/fixtures";
import { seedOrder } from "./support/admin-orders";
import { aal2SessionToken, call, enrolOperator } from "./support/admin-session";
import { linksEmailedTo, tokenOfLink } from "./support/order-link-records";
import { testDialect } from "./support/setup-database";

/*
 * Issue 38, item 9 on this file's database (TEST_DB): a link to an order's page opens it for the
 * operator's `order_link_days` from when the link was made. Past that, the page's JSON, its event
 * stream, its question form and its step-email switch all answer 410 "expired" (only for a real
 * token of that reference; anything else is still the one 404), the lookup form emails a fresh link
 * that opens the order, and a change of the setting in the back office applies at once, audited.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = { origin: "http://shop.test" };
const db = () => getDatabase().db;

let clients = 0;
/** A client address of its own per call, so the per-address limits count only what a test means. */
function client(): Record<string, string> {
  clients += 1;
  return { ...ORIGIN, "x-forwarded-for": `198.51.100.${clients}` };
}

type Order = { id: string; reference: string; email: string };

async function order(): Promise<Order> {
  const email = `lifetime-${crypto.randomUUID().slice(0, 8)}@example.com`;
  return { ...(await seedOrder({ email })), email };
}

/** A link of the order made `ageDays` ago, as every place that hands one out makes it. */
function linkMadeDaysAgo(orderId: string, ageDays: number): Promise<string> {
  return issueAccessToken(db(), { orderId, purpose: "checkout", now: new Date(Date.now() - ageDays * DAY_MS) });
}

const routes = {
  view: () => import("@/app/api/orders/[reference]/route"),
  events: () => import("@/app/api/orders/[reference]/events/route"),
  messages: () => import("@/app/api/orders/[reference]/messages/route"),
  stepEmails: () => import("@/app/api/orders/[reference]/step-emails/route"),
  lookup: () => import("@/app/api/orders/lookup/route"),
  settings: () => import("@/app/api/admin/settings/route"),
};

/** Every route of the order's page with the token: status and body of each (a stream that opens is closed). */
async function openWith(reference: string, token: string): Promise<{ route: string; status: number; body: unknown }[]> {
  const context = { params: Promise.resolve({ reference }) };
  const k = encodeURIComponent(token);
  const answers: { route: string; status: number; body: unknown }[] = [];
  const record = async (route: string, response: Response) => {
    const json = response.headers.get("content-type")?.includes("json");
    answers.push({ route, status: response.status, body: json ? await response.json() : null });
    if (!json) await response.body?.cancel();
  };
  const view = await routes.view();
  await record(
    "view",
    await view.GET(new Request(`http://shop.test/api/orders/${reference}?k=${k}`, { headers: client() }), context),
  );
  const abort = new AbortController();
  const events = await routes.events();
  const stream = await events.GET(
    new Request(`http://shop.test/api/orders/${reference}/events?k=${k}`, { headers: client(), signal: abort.signal }),
    context,
  );
  await record("events", stream);
  abort.abort();
  const post = async (name: "messages" | "stepEmails", path: string, body: unknown) => {
    const route = await routes[name]();
    const request = new Request(`http://shop.test/api/orders/${reference}/${path}`, {
      method: "POST",
      headers: { ...client(), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    await record(name, await route.POST(request, context));
  };
  await post("messages", "messages", { k: token, message: "Is my order on its way?" });
  await post("stepEmails", "step-emails", { k: token, enabled: true });
  return answers;
}

/** Every route did its work: the view, the stream, the question (202) and the switch. */
function expectOpens(answers: { route: string; status: number }[]): void {
  expect(answers.map((answer) => [answer.route, answer.status])).toEqual([
    ["view", 200],
    ["events", 200],
    ["messages", 202],
    ["stepEmails", 200],
  ]);
}

function expectAll(answers: { status: number; body: unknown }[], status: number, body?: unknown): void {
  for (const answer of answers) {
    expect(answer.status, JSON.stringify(answer)).toBe(status);
    if (body) expect(answer.body).toEqual(body);
  }
}

async function setLinkDays(token: string, value: string, expected: number) {
  const route = await routes.settings();
  return call(route.POST, "/api/admin/settings", {
    body: { key: "order_link_days", value, expected },
    token,
    headers: client(),
  });
}

describe(`order links' lifetime on ${testDialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
    await prepareCatalogue();
  });

  it(`opens the page for ${DEFAULT_ORDER_LINK_DAYS} days by default, then answers every route with 410 expired`, async () => {
    expect((await catalogue()).settings.orderLinkDays).toBe(DEFAULT_ORDER_LINK_DAYS);
    const placed = await order();
    const recent = await linkMadeDaysAgo(placed.id, DEFAULT_ORDER_LINK_DAYS - 1);
    expectOpens(await openWith(placed.reference, recent));

    const old = await linkMadeDaysAgo(placed.id, DEFAULT_ORDER_LINK_DAYS + 1);
    const answers = await openWith(placed.reference, old);
    expect(answers.map((answer) => answer.route)).toEqual(["view", "events", "messages", "stepEmails"]);
    expectAll(answers, 410, ORDER_LINK_EXPIRED);
    expect((await openOrderTracking(placed.reference, old)).kind).toBe("expired");
    // An expired link sends no question.
    const stored = await db().selectFrom("messages").select("id").where("order_id", "=", placed.id).execute();
    expect(stored).toHaveLength(1); // the recent link's question only
  });

  it("says expired only to a real token of that reference: anything else is still the one 404", async () => {
    const placed = await order();
    const other = await order();
    const old = await linkMadeDaysAgo(placed.id, DEFAULT_ORDER_LINK_DAYS + 30);
    for (const [reference, token] of [
      [other.reference, old],
      [placed.reference, tamperedToken(old)],
      ["RF-ZZZZZZZZ", old],
    ] as const) {
      expectAll(await openWith(reference, token), 404, ORDER_NOT_FOUND);
    }
  });

  it("emails a fresh link from the lookup form, and the fresh link opens the page", async () => {
    const placed = await order();
    const old = await linkMadeDaysAgo(placed.id, DEFAULT_ORDER_LINK_DAYS + 1);
    expectAll(await openWith(placed.reference, old), 410);
    const lookup = await routes.lookup();
    const asked = await call(lookup.POST, "/api/orders/lookup", {
      body: { reference: placed.reference, email: placed.email },
      headers: client(),
    });
    expect(asked.status).toBe(202);
    const [fresh] = await linksEmailedTo(placed.email);
    expect(fresh).toMatch(new RegExp(`^http://shop\\.test/orders/${placed.reference}\\?k=`));
    expectOpens(await openWith(placed.reference, tokenOfLink(fresh ?? "")));
  });

  it("applies a change of order_link_days from the back office at once, to links already handed out, audited", async () => {
    const operator = await enrolOperator();
    const session = await aal2SessionToken(operator, "203.0.113.77");
    const placed = await order();
    const link = await linkMadeDaysAgo(placed.id, 45);
    expectOpens(await openWith(placed.reference, link));

    for (const refused of ["0", "731", "1.5", "forever"]) {
      const answer = await setLinkDays(session, refused, DEFAULT_ORDER_LINK_DAYS);
      expect(answer.status, refused).toBe(400);
      expect(answer.json).toMatchObject({ problems: [{ path: "order_link_days", message: expect.any(String) }] });
    }
    const shorter = await setLinkDays(session, "30", DEFAULT_ORDER_LINK_DAYS);
    expect(shorter.status).toBe(200);
    expect(shorter.json).toMatchObject({ setting: { key: "order_link_days", value: "30", stored: 30 }, changed: true });
    expectAll(await openWith(placed.reference, link), 410, ORDER_LINK_EXPIRED);

    expect((await setLinkDays(session, "60", 30)).status).toBe(200);
    expectOpens(await openWith(placed.reference, link));

    const audit = await auditOf(db(), "setting", "order_link_days");
    expect(audit.map((entry) => [entry.action, entry.operatorId, entry.before])).toEqual([
      ["CATALOGUE_SETTING_SET", operator.id, DEFAULT_ORDER_LINK_DAYS],
      ["CATALOGUE_SETTING_SET", operator.id, 30],
    ]);
    expect((await setLinkDays(session, String(DEFAULT_ORDER_LINK_DAYS), 60)).status).toBe(200);
  });
});
