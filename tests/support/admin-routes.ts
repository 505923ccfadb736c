import fc from "fast-check";

/*
 * Every admin API route that needs an aal2 session, for the fuzz suite (fuzz-api-admin.integ.ts)
 * and the browser's aal1 refusals (admin-auth.e2e.ts). A route added to the back office is added
 * here with a body it accepts from a signed-in operator, so the fuzz shows both that it refuses
 * everyone else and that its accepting path is reachable; admin-auth.e2e.ts fails while a route
 * file under src/app/api/admin is in neither this list nor UNGUARDED_ADMIN_ROUTES.
 */

/** Next passes the dynamic segments (here only ever an id) as a promise. */
type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Response | Promise<Response>;
export type AdminRouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;

export type GuardedAdminRoute = {
  path: string;
  method: "GET" | "POST";
  load: () => Promise<AdminRouteModule>;
  /** A body (POST) or query (GET, without `?`) an aal2 operator's request may carry and be accepted with. */
  accepted: fc.Arbitrary<unknown>;
  /** The route's dynamic segments, naming records made for it (called once, in the test). */
  params?: () => Promise<Record<string, string>>;
  /**
   * For a route whose accepting body cannot be known beforehand (a current TOTP code): the refusal
   * that shows the control's request passed the guard and reached the route's own check.
   */
  passedGuard?: string;
};

/** A paid card order for the order actions (fixtures are imported when called, after the env is set). */
async function paidOrder(provider: "stripe" | "demo" = "stripe"): Promise<Record<string, string>> {
  const { seedOrder } = await import("../integration/support/admin-orders");
  return { id: (await seedOrder({ provider })).id };
}

async function message(): Promise<Record<string, string>> {
  const { storeInboxMessage } = await import("../integration/support/inbox-records");
  return { id: await storeInboxMessage("sender@example.com", "Where is my order?", new Date().toISOString()) };
}

/** A promo code for the promotion routes (issue 17). */
async function promo(): Promise<Record<string, string>> {
  const { seedPromo } = await import("../integration/support/promo-records");
  return { id: (await seedPromo()).code };
}

/** A paused code, for resume. */
async function pausedPromo(): Promise<Record<string, string>> {
  const { seedPromo } = await import("../integration/support/promo-records");
  const { setPromoPause } = await import("@/server/promotions/promo-admin");
  const { code } = await seedPromo();
  await setPromoPause({ code, paused: true, operatorId: "0f0e0d0c-0000-4000-8000-0000000000aa", now: new Date() });
  return { id: code };
}

function route(
  path: string,
  method: "GET" | "POST",
  load: () => Promise<AdminRouteModule>,
  accepted: unknown,
  params?: () => Promise<Record<string, string>>,
): GuardedAdminRoute {
  return { path, method, load, accepted: fc.constant(accepted), params };
}

/** The catalogue's revert takes a change's version, known once one is made (see its route below). */
const REVERTABLE = { version: 0 };

export const GUARDED_ADMIN_ROUTES: GuardedAdminRoute[] = [
  {
    path: "/api/admin/sign-out-everywhere",
    method: "POST",
    load: () => import("@/app/api/admin/sign-out-everywhere/route"),
    accepted: fc.constant({}),
  },
  route("/api/admin/orders", "GET", () => import("@/app/api/admin/orders/route"), null),
  route("/api/admin/orders/export", "GET", () => import("@/app/api/admin/orders/export/route"), null),
  route("/api/admin/orders/bulk", "POST", () => import("@/app/api/admin/orders/bulk/route"), {
    action: "step",
    ids: ["no-such-order"],
    step: "in_progress",
  }),
  route("/api/admin/orders/bulk/export", "POST", () => import("@/app/api/admin/orders/bulk/export/route"), {
    ids: ["no-such-order"],
  }),
  route(
    "/api/admin/orders/[id]/assignee",
    "POST",
    () => import("@/app/api/admin/orders/[id]/assignee/route"),
    { assignee: null },
    async () => {
      const { seedOrder } = await import("../integration/support/admin-orders");
      return { id: (await seedOrder({ assignee: "an-operator-id" })).id };
    },
  ),
  route("/api/admin/orders/[id]", "GET", () => import("@/app/api/admin/orders/[id]/route"), null, paidOrder),
  route(
    "/api/admin/orders/[id]/fulfilment",
    "POST",
    () => import("@/app/api/admin/orders/[id]/fulfilment/route"),
    { fulfilment: "in_progress" },
    paidOrder,
  ),
  route(
    "/api/admin/orders/[id]/note",
    "POST",
    () => import("@/app/api/admin/orders/[id]/note/route"),
    { body: "Started" },
    paidOrder,
  ),
  route(
    "/api/admin/orders/[id]/receipt",
    "POST",
    () => import("@/app/api/admin/orders/[id]/receipt/route"),
    {},
    paidOrder,
  ),
  route(
    "/api/admin/orders/[id]/mark-paid",
    "POST",
    () => import("@/app/api/admin/orders/[id]/mark-paid/route"),
    { amountCents: 3_150, paymentReference: "ZELLE-0001" },
    async () => {
      const { seedManualOrder } = await import("../integration/support/admin-orders");
      return { id: (await seedManualOrder({ totalCents: 3_150 })).id };
    },
  ),
  route(
    "/api/admin/orders/[id]/refund",
    "POST",
    () => import("@/app/api/admin/orders/[id]/refund/route"),
    { amount: "full", reason: "Customer asked" },
    () => paidOrder("demo"),
  ),
  route(
    "/api/admin/orders/[id]/cancel",
    "POST",
    () => import("@/app/api/admin/orders/[id]/cancel/route"),
    { refund: "full", reason: "Out of stock" },
    () => paidOrder("demo"),
  ),
  route("/api/admin/messages", "GET", () => import("@/app/api/admin/messages/route"), null),
  route("/api/admin/messages/[id]", "GET", () => import("@/app/api/admin/messages/[id]/route"), null, message),
  route(
    "/api/admin/messages/[id]/status",
    "POST",
    () => import("@/app/api/admin/messages/[id]/status/route"),
    { status: "open" },
    message,
  ),
  route(
    "/api/admin/messages/[id]/reply",
    "POST",
    () => import("@/app/api/admin/messages/[id]/reply/route"),
    { body: "It is on its way." },
    message,
  ),
  route("/api/admin/live", "GET", () => import("@/app/api/admin/live/route"), null),
  route("/api/admin/dashboard/export", "GET", () => import("@/app/api/admin/dashboard/export/route"), null),
  route("/api/admin/gold/stock", "POST", () => import("@/app/api/admin/gold/stock/route"), {
    millions: "10",
    account: "Fuzz Mule",
    key: "6f1c2b9e-0000-4000-8000-00000000b00c",
  }),
  // A correction upwards: never below zero, so it is accepted whatever the ledger holds.
  route("/api/admin/gold/correction", "POST", () => import("@/app/api/admin/gold/correction/route"), {
    millions: "1",
    reason: "Fuzz count",
    key: "6f1c2b9e-0000-4000-8000-00000000c0cc",
  }),
  route("/api/admin/carts", "GET", () => import("@/app/api/admin/carts/route"), null),
  route(
    "/api/admin/carts/[id]/reminder",
    "POST",
    () => import("@/app/api/admin/carts/[id]/reminder/route"),
    {},
    async () => (await import("../integration/support/cart-records")).abandonedCart(),
  ),
  route(
    "/api/admin/catalogue/products/[id]",
    "POST",
    () => import("@/app/api/admin/catalogue/products/[id]/route"),
    // The seed's first version with nothing changed: accepted, and nothing is written.
    { version: 1, values: {} },
    async () => {
      const { prepareCatalogue } = await import("@/server/catalogue/catalogue-store");
      await prepareCatalogue();
      return { id: "fire-cape" };
    },
  ),
  {
    path: "/api/admin/catalogue/revert",
    method: "POST",
    load: () => import("@/app/api/admin/catalogue/revert/route"),
    // The change made by `params` below (read when the request is sent, after it is made).
    accepted: fc.constant(REVERTABLE),
    params: async () => {
      const { prepareCatalogue, seedSettings } = await import("@/server/catalogue/catalogue-store");
      const { setSetting } = await import("@/server/catalogue/catalogue-repository");
      const { getDatabase } = await import("@/server/db/client");
      await prepareCatalogue();
      const value = `1.${Math.floor(Math.random() * 900_000 + 100_000)}`;
      const result = await setSetting(getDatabase().db, "rate_aud", value, "test", seedSettings());
      if (!result.ok) throw new Error("the setting to revert could not be set");
      REVERTABLE.version = result.version;
      return {};
    },
  },
  route("/api/admin/settings", "POST", () => import("@/app/api/admin/settings/route"), {
    key: "discount_percent",
    value: "10",
    expected: 1_000,
  }),
  route("/api/admin/settings/payment-details", "POST", () => import("@/app/api/admin/settings/payment-details/route"), {
    zelle: "pay@runeforge.example",
    btc: "",
    eth: "",
    usdt: "",
    ltc: "",
    interac: "",
    venmo: "",
    chime: "",
    revolut: "",
    usdtNetwork: "TRC-20",
    instructions: "",
  }),
  route("/api/admin/promotions", "GET", () => import("@/app/api/admin/promotions/route"), null),
  route("/api/admin/promotions/create", "POST", () => import("@/app/api/admin/promotions/create/route"), {
    code: `FUZZ-${Date.now().toString(36).toUpperCase()}`,
    kind: "percent",
    amount: "10",
    scope: "all",
    targets: "",
    includeGold: "",
    minTotal: "",
    startsAt: "",
    endsAt: "",
    maxUses: "",
    maxUsesPerEmail: "",
  }),
  route("/api/admin/promotions/[id]", "GET", () => import("@/app/api/admin/promotions/[id]/route"), null, promo),
  route(
    "/api/admin/promotions/[id]/deactivate",
    "POST",
    () => import("@/app/api/admin/promotions/[id]/deactivate/route"),
    {},
    promo,
  ),
  route(
    "/api/admin/promotions/[id]/edit",
    "POST",
    () => import("@/app/api/admin/promotions/[id]/edit/route"),
    {
      code: "",
      kind: "percent",
      amount: "15",
      scope: "all",
      targets: "",
      includeGold: "",
      minTotal: "",
      startsAt: "",
      endsAt: "",
      maxUses: "",
      maxUsesPerEmail: "",
      revision: 0,
    },
    promo,
  ),
  route(
    "/api/admin/promotions/[id]/pause",
    "POST",
    () => import("@/app/api/admin/promotions/[id]/pause/route"),
    {},
    promo,
  ),
  route(
    "/api/admin/promotions/[id]/resume",
    "POST",
    () => import("@/app/api/admin/promotions/[id]/resume/route"),
    {},
    pausedPromo,
  ),
  route(
    "/api/admin/orders/[id]/step",
    "POST",
    () => import("@/app/api/admin/orders/[id]/step/route"),
    { step: "in_progress", progress: { done: 10, target: 250, unit: "kills" } },
    paidOrder,
  ),
  route(
    "/api/admin/orders/[id]/trade",
    "POST",
    () => import("@/app/api/admin/orders/[id]/trade/route"),
    { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" },
    paidGoldOrder,
  ),
  {
    path: "/api/admin/orders/[id]/gold-delivery",
    method: "POST",
    load: () => import("@/app/api/admin/orders/[id]/gold-delivery/route"),
    // The time is taken when the body is drawn: a delivery cannot be recorded before the order was paid.
    accepted: fc
      .constant(null)
      .map(() => ({ tenths: 10, account: "RF Mule 1", deliveredAt: new Date().toISOString() })),
    params: reservedGoldOrder,
  },
  {
    path: "/api/admin/orders/[id]/gold-payment",
    method: "POST",
    load: () => import("@/app/api/admin/orders/[id]/gold-payment/route"),
    // A card order asks for no gold: the refusal shows the request reached the route's own rule.
    accepted: fc.constant({ millions: 10, account: "RF Mule 1" }),
    params: paidOrder,
    passedGuard: "bad_request:admin-order",
  },
  ...(["arrange", "receive", "payout", "decline"] as const).map(
    (action): GuardedAdminRoute => ({
      path: `/api/admin/gold/sell-orders/[id]/${action}`,
      method: "POST",
      load: () =>
        ({
          arrange: () => import("@/app/api/admin/gold/sell-orders/[id]/arrange/route"),
          receive: () => import("@/app/api/admin/gold/sell-orders/[id]/receive/route"),
          payout: () => import("@/app/api/admin/gold/sell-orders/[id]/payout/route"),
          decline: () => import("@/app/api/admin/gold/sell-orders/[id]/decline/route"),
        })[action](),
      // Each step needs a sale in the state before it; a sale no one placed shows the guard let it through.
      accepted: fc.constant(
        {
          arrange: { version: 0, world: 420, place: "Grand Exchange", traderRsn: "RF Trader" },
          receive: { version: 0, millions: 100, account: "RF Mule 1" },
          payout: { version: 0, reference: "ZL-1" },
          decline: { version: 0, reason: "Not today." },
        }[action],
      ),
      params: async () => ({ id: crypto.randomUUID() }),
      passedGuard: "not_found:admin-sell-order",
    }),
  ),
  {
    path: "/api/admin/staff",
    method: "POST",
    load: () => import("@/app/api/admin/staff/route"),
    accepted: fc.uuid().map((id) => ({ email: `invited-${id.slice(0, 8)}@example.com`, role: "staff" })),
  },
  route(
    "/api/admin/staff/[id]",
    "POST",
    () => import("@/app/api/admin/staff/[id]/route"),
    { kind: "role", role: "owner" },
    staffMember,
  ),
  route("/api/admin/account/password", "POST", () => import("@/app/api/admin/account/password/route"), {
    current: "correct horse battery staple",
    next: "a new passphrase for the fuzz",
  }),
  {
    path: "/api/admin/account/recovery-codes",
    method: "POST",
    load: () => import("@/app/api/admin/account/recovery-codes/route"),
    // Six digits that are not the app's code now: the route checks it after the guard.
    accepted: fc.constant({ code: "000000" }),
    passedGuard: "bad_request:admin-account",
  },
  // The live chat's console (issue 44): each action on a conversation a visitor has just opened.
  route("/api/admin/chat", "GET", () => import("@/app/api/admin/chat/route"), null),
  route("/api/admin/chat/[id]", "GET", () => import("@/app/api/admin/chat/[id]/route"), null, chatConversation),
  route(
    "/api/admin/chat/[id]/messages",
    "POST",
    () => import("@/app/api/admin/chat/[id]/messages/route"),
    { body: "Hello, how can we help?" },
    chatConversation,
  ),
  route(
    "/api/admin/chat/[id]/claim",
    "POST",
    () => import("@/app/api/admin/chat/[id]/claim/route"),
    {},
    chatConversation,
  ),
  route(
    "/api/admin/chat/[id]/close",
    "POST",
    () => import("@/app/api/admin/chat/[id]/close/route"),
    {},
    chatConversation,
  ),
  {
    path: "/api/admin/chat/[id]/transfer",
    method: "POST",
    load: () => import("@/app/api/admin/chat/[id]/transfer/route"),
    // No operator has this id: the refusal shows the request reached the route's own check.
    accepted: fc.constant({ operatorId: "no-such-operator" }),
    params: chatConversation,
    passedGuard: "bad_request:admin-chat",
  },
  route("/api/admin/chat/stream", "GET", () => import("@/app/api/admin/chat/stream/route"), null),
  route(
    "/api/admin/chat/[id]/typing",
    "POST",
    () => import("@/app/api/admin/chat/[id]/typing/route"),
    {},
    chatConversation,
  ),
  route(
    "/api/admin/chat/[id]/links",
    "POST",
    () => import("@/app/api/admin/chat/[id]/links/route"),
    { seq: 1, enabled: true },
    chatConversation,
  ),
  {
    path: "/api/admin/chat/[id]/transcript",
    method: "POST",
    load: () => import("@/app/api/admin/chat/[id]/transcript/route"),
    // The visitor gave no email: the refusal shows the request reached the route's own check.
    accepted: fc.constant({}),
    params: chatConversation,
    passedGuard: "conflict:admin-chat",
  },
  route("/api/admin/chat/canned", "POST", () => import("@/app/api/admin/chat/canned/route"), {
    title: "Hello",
    body: "Hi! How can we help?",
  }),
  route(
    "/api/admin/chat/canned/[id]",
    "POST",
    () => import("@/app/api/admin/chat/canned/[id]/route"),
    { title: "Hello", body: "Hi there! How can we help?" },
    cannedReply,
  ),
  route(
    "/api/admin/reviews/[id]/moderate",
    "POST",
    () => import("@/app/api/admin/reviews/[id]/moderate/route"),
    { action: "publish" },
    async () => {
      const { seedPendingReview } = await import("../integration/support/review-records");
      return { id: await seedPendingReview() };
    },
  ),
];

/** A staff member for the staff change route: an owner's control promotes them (issue 42). */
async function staffMember(): Promise<Record<string, string>> {
  const { enrolOperator } = await import("../integration/support/admin-session");
  return { id: (await enrolOperator(undefined, "staff")).id };
}

/**
 * The admin API routes that must work below aal2, each for its reason: the sign-in steps and the
 * enrolment come before any session, and sign-out ends an aal1 session too. Everything else under
 * /api/admin is guarded.
 */
export const UNGUARDED_ADMIN_ROUTES: readonly string[] = [
  "POST /api/admin/enrol/start",
  "POST /api/admin/enrol/confirm",
  "POST /api/admin/sign-in",
  "POST /api/admin/sign-in/code",
  "POST /api/admin/sign-out",
];

/** The admin pages an aal1 session must not see; the rest of /admin is the way in. */
export const UNGUARDED_ADMIN_PAGES: readonly string[] = ["/admin/enrol", "/admin/sign-in", "/admin/sign-in/code"];

/** A paid gold order with its gold reserved, for the delivery route. */
async function reservedGoldOrder(): Promise<Record<string, string>> {
  const { seedReservedGoldOrder } = await import("../integration/support/admin-order-steps");
  return { id: (await seedReservedGoldOrder()).id };
}

/** A paid order that buys gold, for the trade details route (issue 18). */
async function paidGoldOrder(): Promise<Record<string, string>> {
  const { seedGoldOrder } = await import("../integration/support/admin-order-steps");
  return { id: (await seedGoldOrder()).id };
}

/** A conversation a visitor has just opened, for the console's routes (issue 44). */
async function chatConversation(): Promise<Record<string, string>> {
  const { postVisitorMessage } = await import("@/server/chat/chat-service");
  const opened = await postVisitorMessage({ token: undefined, body: "Hello?", page: "/", now: new Date() });
  return { id: opened.conversationId };
}

/** A canned reply an owner made, for its edit route. */
async function cannedReply(): Promise<Record<string, string>> {
  const { createCannedReply } = await import("@/server/chat/chat-console");
  const reply = await createCannedReply({
    title: "Greeting",
    body: "Hi! How can we help?",
    operatorId: "0f0e0d0c-0000-4000-8000-0000000000aa",
    role: "owner",
    now: new Date(),
  });
  return { id: reply.id };
}
