import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slackFor } from "@/domain/http/rate-limit-window";
import { type Cluster, freePort, startCluster } from "../../scripts/lib/cluster.mjs";
import { totpCode } from "../e2e/support/operators";
import { orderIdOf } from "../e2e/support/order-links";
import { makeSave, printFigures, type Save, sleep } from "../resilience/support/resilience";
import { runBundledCli } from "../support/cli-bundle";
import { orderBody } from "../support/order-request";
import { judgeChat, openResumingStream, type SentChat } from "./support/chat-through-kill";
import { type Delivery, type MailRecorder, startMailRecorder } from "./support/mail-recorder";
import { type Answer, loopbackAddress, VirtualClient } from "./support/virtual-client";

/*
 * Issue 20: the shop as docs/operations.md deploys it (scripts/lib/cluster.mjs: two `next start`
 * instances on one PostgreSQL, nginx in front with deploy/nginx/runeforge.conf), 200 connections
 * of mixed traffic for 30 s through nginx, and one instance killed with SIGKILL at 10 s and started
 * again. Each visitor connects from its own loopback address, so the shop's rate limits count
 * them apart, at their default values. Afterwards: every acknowledged write is stored, every
 * payment (its confirmation sent to both instances and through nginx) was applied once, every
 * email was delivered once per Message-ID and never by an instance while another held it, the
 * rate limits held across the instances, a price changed from the command line showed on both
 * instances within 10 s, the operator's session stayed valid on both, and a customer's live order
 * page saw a change made through the other instance.
 *
 * And a live-chat conversation carried through the kill: the visitor's stream held on app-1 (the
 * one killed) straight, not through nginx, reconnecting from its last id as a browser does; the
 * visitor writing through both instances, the operator replying through app-2. Every acknowledged
 * message reached the stream once and in order, across the reconnection; those sent while both
 * instances were up within 1 s of their 201 (nine in ten; each within 2 s: PostgreSQL's NOTIFY
 * between the instances, not the streams' safety read); a message the kill cut off was stored once
 * or not at all.
 */

/*
 * The kill waits for the rate-limit probes (see the timeline), which take 8 to 20 s depending on how
 * busy the machine is (20.1 s on a slow run here, at 163 req/s); 35 s leaves the restarted instance
 * at least 10 s of the run, which is what the mid-run check below holds it to.
 */
const RUN_MS = 35_000;
const KILL_AT_MS = 10_000;
/** The run's set-up: the orders before it, RUN_MS of traffic, then up to OUTBOX_LEASE_SECONDS + 30 s of draining. */
const RUN_TIMEOUT_MS = 240_000;
const CONNECTIONS = { pages: 100, carts: 60, checkouts: 20, contact: 8, following: 10, operator: 2 };
/** The demo of the outbox's lease: what a killed instance held goes to the other within the run's wait. */
const OUTBOX_LEASE_SECONDS = 45;
const API_RATE_LIMIT = 120;
const CONTACT_RATE_LIMIT = 5;
const LIVE_LIMIT_MS = 2_000;
const PRICE_LIMIT_MS = 10_000;
const PAGES = ["/", "/fire-cape", "/osrs-gold", "/blog", "/osrs-quests", "/checkout", "/no-such-page"];
/** Changed through the command line mid-run; no checkout of the run buys it. */
const PRICE_SKU = "quest-dragon-slayer-ii";
const PRICE_PATH = "/osrs-quests/dragon-slayer-ii";
/** 4321 cents less the shop's 10 % discount, as the product page shows it. */
const NEW_PRICE_TEXT = "$38.89";
const OPERATOR = { email: "cluster-operator@example.com", password: "cluster suite password 1" };
/*
 * A chat message is on the visitor's stream on the other instance within CHAT_LIMIT_MS of its 201,
 * both instances up: nine in ten of them, and every one within CHAT_WORST_MS. Counted from the 201,
 * not from the send: the instance has stored and announced the message by then, and under this
 * suite's load the POST alone takes up to a second or two, which is the load's, not the delivery's
 * (both are printed). On a machine far busier than the suite makes it (load 13 to 18 on 2 cores),
 * single messages took up to 1.3 s, at the run's start and in the restarted instance's first
 * seconds; without the instances' NOTIFY the streams' safety read makes it 5 to 15 s.
 */
const CHAT_LIMIT_MS = 1_000;
const CHAT_WORST_MS = 2_000;
/*
 * The visitor's pace keeps within the chat's limit of 10 messages a minute per conversation
 * (CHAT_VISITOR_LIMIT, at its default): 7 in the run and 2 sent as app-1 is killed, after the first
 * one before it. The operator's replies are not counted by it, so they carry the rate.
 */
const CHAT_VISITOR_PERIOD_MS = 5_000;
/*
 * How long the messages sent as app-1 is killed have to reach it before it dies: short of the 20 ms
 * and more a message's POST takes even on an idle machine, so the one to app-1 gets no answer.
 */
const CHAT_IN_FLIGHT_MS = 10;
const CHAT_OPERATOR_PERIOD_MS = 700;
/** The chat stream's `retry:` hint (CHAT_RETRY_MS): how soon a browser reconnects. */
const CHAT_RETRY_MS = 1_000;

type Target = "nginx" | "app-1" | "app-2";
/** `at`: when the request was sent (ms into the run); `took`: how long its answer took. */
type Outcome = { kind: string; target: Target; at: number; took: number; status: number; error?: string };

let cluster: Cluster | undefined;
let mail: MailRecorder | undefined;
const clients: VirtualClient[] = [];
/** The chat's reconnecting reader, stopped at the end even when the run failed half-way. */
const chatReaders: { stop: () => Promise<void> }[] = [];

beforeAll(async () => {
  mail = await startMailRecorder([await freePort(), await freePort()]);
  const ports = mail.ports;
  cluster = await startCluster({
    instances: 2,
    env: {
      ...process.env,
      OUTBOX_LEASE_SECONDS: String(OUTBOX_LEASE_SECONDS),
      EMAIL_RETRY_FIRST_SECONDS: "2",
      API_RATE_LIMIT: String(API_RATE_LIMIT),
      CONTACT_RATE_LIMIT: String(CONTACT_RATE_LIMIT),
    },
    instanceEnv: (index) => ({ SMTP_URL: `smtp://127.0.0.1:${ports[index]}` }),
  });
});

afterAll(async () => {
  for (const reader of chatReaders) await reader.stop();
  for (const client of clients) client.close();
  await cluster?.stop();
  await mail?.close();
});

function client(block: number, n: number): VirtualClient {
  const made = new VirtualClient(loopbackAddress(block, n));
  clients.push(made);
  return made;
}

function running(): Cluster {
  if (!cluster) throw new Error("the cluster did not start");
  return cluster;
}

function urlOf(target: Target): string {
  const started = running();
  if (target === "nginx") return started.url;
  const instance = started.instances.find((candidate) => candidate.name === target);
  if (!instance) throw new Error(target);
  return instance.url;
}

async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const db = new pg.Client({ connectionString: running().databaseUrl });
  await db.connect();
  try {
    return (await db.query<Row>(text, values)).rows;
  } finally {
    await db.end();
  }
}

async function waitFor<T>(what: string, limitMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${limitMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

/** Enrolled with the operator command line and the enrolment API, signed in through nginx: an aal2 session. */
async function signedInOperator(operator: VirtualClient): Promise<void> {
  const { databaseUrl, url } = running();
  const link = await runBundledCli("operator", databaseUrl, ["create", OPERATOR.email]);
  const token = new URL(link.trim()).hash.replace(/^#token=/, "");
  const origin = { origin: url };
  const started = await operator.request(`${url}/api/admin/enrol/start`, {
    json: { token, password: OPERATOR.password },
    headers: origin,
  });
  expect(started.status, started.body).toBe(200);
  const secret = new URL((JSON.parse(started.body) as { uri: string }).uri).searchParams.get("secret") ?? "";
  const confirmed = await operator.request(`${url}/api/admin/enrol/confirm`, {
    json: { token, code: totpCode(secret) },
    headers: origin,
  });
  expect(confirmed.status, confirmed.body).toBe(200);
  const signIn = await operator.request(`${url}/api/admin/sign-in`, {
    json: { email: OPERATOR.email, password: OPERATOR.password },
    headers: origin,
  });
  expect(signIn.status, signIn.body).toBe(200);
  // The enrolment spent this step's code; the next step's is accepted too.
  const code = await operator.request(`${url}/api/admin/sign-in/code`, {
    json: { code: totpCode(secret, Date.now() + 30_000) },
    headers: origin,
  });
  expect(code.status, code.body).toBe(200);
}

type PlacedOrder = { reference: string; session: string; orderPath: string };

/** A zerker fire cape paid by card, which in demo mode is the demo provider. */
async function placeCardOrder(visitor: VirtualClient, base: string, email: string): Promise<Answer> {
  return visitor.request(`${base}/api/checkout/order`, {
    json: orderBody({ method: "card", profile: { email, name: "Cluster Visitor", phone: "", rsn: "Zezima" } }),
    headers: { origin: base },
  });
}

function placedFrom(answer: Answer): PlacedOrder {
  const body = JSON.parse(answer.body) as { reference: string; redirectUrl: string; orderPath: string };
  const session = new URL(body.redirectUrl, "http://x").searchParams.get("session") ?? "";
  return { reference: body.reference, session, orderPath: body.orderPath };
}

/** The demo provider's confirmation of a payment: what a real provider's webhook reports. */
function confirmPayment(visitor: VirtualClient, base: string, session: string): Promise<Answer> {
  return visitor.request(`${base}/api/test-payment`, { json: { session, action: "pay" }, headers: { origin: base } });
}

/**
 * The shared set-up of every test below: the operator signed in, orders paid and followed, then
 * RUN_MS of mixed traffic with app-1 killed and restarted at KILL_AT_MS while the live, limit and
 * price checks run; then the outbox drained. Answers what each test reads: the requests' outcomes
 * and what the database and the mail relay hold afterwards.
 */
async function runUnderLoad() {
  const { url } = running();
  const operator = client(30, 0);
  await signedInOperator(operator);

  // Orders paid before the run, followed by customers during it; the first is the live check's.
  const followed: PlacedOrder[] = [];
  const setupVisitor = client(31, 0);
  for (let n = 0; n < 1 + CONNECTIONS.following; n += 1) {
    const placed = await placeCardOrder(setupVisitor, url, `followed${n}@example.com`);
    expect(placed.status, placed.body).toBe(201);
    const order = placedFrom(placed);
    expect((await confirmPayment(setupVisitor, url, order.session)).status).toBe(200);
    followed.push(order);
  }
  const liveOrder = followed[0] as PlacedOrder;
  const liveOrderId = await orderIdOf(running().databaseUrl, liveOrder.reference);

  // The chat: begun through app-2, the visitor's stream on app-1, open before the run.
  const chatVisitor = client(32, 0);
  const chatSent: SentChat[] = [];
  const chatCutOff: string[] = [];
  const firstChat = "Cluster chat visitor #0: is my fire cape ready?";
  const firstChatAt = Date.now();
  const begun = await chatVisitor.request(`${urlOf("app-2")}/api/chat/messages`, {
    json: { body: firstChat },
    headers: { origin: urlOf("app-2") },
  });
  expect(begun.status, begun.body).toBe(201);
  chatSent.push({
    seq: (JSON.parse(begun.body) as { message: { seq: number } }).message.seq,
    body: firstChat,
    author: "visitor",
    via: "app-2",
    sentAt: firstChatAt,
    ackAt: Date.now(),
  });
  const [conversation] = await query<{ conversation_id: string }>(
    "select conversation_id from chat_messages where body = $1",
    [firstChat],
  );
  const conversationId = conversation?.conversation_id ?? "";
  const chatStream = openResumingStream(chatVisitor, `${urlOf("app-1")}/api/chat/stream`, CHAT_RETRY_MS);
  chatReaders.push(chatStream);
  const opened = await Promise.race([chatStream.firstOpen.then(() => true), sleep(10_000).then(() => false)]);
  if (!opened) throw new Error("the chat stream did not open on app-1");

  const outcomes: Outcome[] = [];
  const startedAt = Date.now();
  const elapsed = () => Date.now() - startedAt;
  const stopAt = startedAt + RUN_MS;
  const record = <A extends { status: number }>(
    kind: string,
    target: Target,
    sentAt: number,
    answer: A | Error,
  ): A | undefined => {
    const at = sentAt - startedAt;
    const took = Date.now() - sentAt;
    if (answer instanceof Error) {
      outcomes.push({ kind, target, at, took, status: 0, error: answer.message });
      return undefined;
    }
    outcomes.push({ kind, target, at, took, status: answer.status });
    return answer;
  };
  const send = (kind: string, target: Target, visitor: VirtualClient, path: string, json?: unknown) => {
    const sentAt = Date.now();
    return visitor
      .request(`${urlOf(target)}${path}`, { json, headers: json === undefined ? {} : { origin: urlOf(target) } })
      .then(
        (answer) => record(kind, target, sentAt, answer),
        (error: Error) => record<Answer>(kind, target, sentAt, error),
      );
  };
  /** Runs `step` until the run ends, each turn taking at least `periodMs` (a visitor's pace). */
  const loop = async (periodMs: number, step: (turn: number) => Promise<unknown>) => {
    for (let turn = 0; Date.now() < stopAt; turn += 1) {
      const began = Date.now();
      await step(turn);
      const rest = periodMs - (Date.now() - began);
      if (rest > 0 && Date.now() + rest < stopAt) await sleep(rest);
    }
  };

  // What was acknowledged, to be found afterwards.
  const savedCarts: Save[] = [];
  const contactIds = new Map<string, string>();
  const placedOrders: PlacedOrder[] = [];
  const confirmedSessions = new Set<string>();
  let saveCounter = 0;
  let streamEvents = 0;

  const pages = Array.from({ length: CONNECTIONS.pages }, (_, n) => {
    const visitor = client(10, n);
    return loop(400, (turn) => send("page", "nginx", visitor, PAGES[(n + turn) % PAGES.length] ?? "/"));
  });
  // At most one save a second per visitor: 60 a minute, half the API's limit.
  const carts = Array.from({ length: CONNECTIONS.carts }, (_, n) => {
    const visitor = client(11, n);
    return loop(1_000, async () => {
      saveCounter += 1;
      const save = makeSave(saveCounter);
      const answer = await send("cart", "nginx", visitor, "/api/cart/saveCartData", {
        uuid: save.uuid,
        cart: JSON.stringify(save.items),
        email: save.email,
      });
      if (answer?.status === 200) savedCarts.push(save);
    });
  });
  // Each checkout's payment is confirmed three times at once: to each instance and through nginx.
  const checkouts = Array.from({ length: CONNECTIONS.checkouts }, (_, n) => {
    const visitor = client(12, n);
    return loop(3_000, async (turn) => {
      const sentAt = Date.now();
      const placed = await placeCardOrder(visitor, url, `buyer${n}-${turn}@example.com`).then(
        (answer) => record("checkout", "nginx", sentAt, answer),
        (error: Error) => record<Answer>("checkout", "nginx", sentAt, error),
      );
      if (placed?.status !== 201) return;
      const order = placedFrom(placed);
      placedOrders.push(order);
      const answers = await Promise.all(
        (["app-1", "app-2", "nginx"] as const).map((target) =>
          send("payment", target, visitor, "/api/test-payment", { session: order.session, action: "pay" }),
        ),
      );
      if (answers.some((answer) => answer?.status === 200)) confirmedSessions.add(order.session);
    });
  });
  // Each message from an address of its own: the contact limit is 5 per address per 10 minutes.
  let contactCounter = 0;
  const contact = Array.from({ length: CONNECTIONS.contact }, () =>
    loop(2_000, async () => {
      contactCounter += 1;
      const visitor = client(13, contactCounter);
      const text = `Cluster message #${contactCounter}: where is my fire cape?`;
      const answer = await send("contact", "nginx", visitor, "/api/brevo/fallback", {
        email: `writer${contactCounter}@example.com`,
        message: text,
      });
      visitor.close();
      if (answer?.status === 202) contactIds.set((JSON.parse(answer.body) as { id: string }).id, text);
    }),
  );
  // Customers with their order page open, through nginx: a stream that ends (its instance was
  // killed) is opened again after a second, as the page's EventSource does.
  const following = followed.slice(1).map((order, n) => {
    const visitor = client(14, n);
    const [path, query] = order.orderPath.split("?");
    return loop(1_000, async () => {
      const sentAt = Date.now();
      const stream = visitor.events(`${url}/api/orders/${path?.split("/")[2]}/events?${query}`, () => {
        streamEvents += 1;
      });
      const status = await stream.status;
      record("order-stream", "nginx", sentAt, status === 0 ? new Error("connection failed") : { status });
      const closeAtEnd = setTimeout(() => stream.close(), Math.max(0, stopAt - Date.now()));
      await stream.closed;
      clearTimeout(closeAtEnd);
    });
  });
  // The operator's back office, on both instances and through nginx.
  const operatorTargets: Target[] = ["app-1", "app-2", "nginx"];
  const operatorLoops = Array.from({ length: CONNECTIONS.operator }, (_, n) =>
    loop(300, (turn) =>
      send("operator", operatorTargets[(n + turn) % operatorTargets.length] ?? "nginx", operator, "/api/admin/orders"),
    ),
  );

  // The chat carried through the kill: each message's number and send time kept once acknowledged.
  const chatPost = async (kind: string, sender: VirtualClient, target: Target, path: string, body: string) => {
    const sentAt = Date.now();
    const answer = await sender
      .request(`${urlOf(target)}${path}`, { json: { body }, headers: { origin: urlOf(target) } })
      .then(
        (reply) => record(kind, target, sentAt, reply),
        (error: Error) => record<Answer>(kind, target, sentAt, error),
      );
    if (answer?.status === 201) {
      const { seq } = (JSON.parse(answer.body) as { message: { seq: number } }).message;
      chatSent.push({
        seq,
        body,
        author: kind === "chat-visitor" ? "visitor" : "staff",
        via: target,
        sentAt,
        ackAt: Date.now(),
      });
    } else if (answer === undefined || answer.status === 502) chatCutOff.push(body);
  };
  /** As `loop`, but never a turn sooner than `periodMs` after the last: the chat's limits count each one. */
  const paced = async (periodMs: number, step: (turn: number) => Promise<unknown>) => {
    for (let turn = 0; Date.now() < stopAt; turn += 1) {
      const began = Date.now();
      await step(turn);
      const next = began + periodMs;
      if (next >= stopAt) return;
      await sleep(next - Date.now());
    }
  };
  const chatLoops = [
    paced(CHAT_VISITOR_PERIOD_MS, (turn) =>
      chatPost(
        "chat-visitor",
        chatVisitor,
        turn % 2 === 0 ? "app-1" : "app-2",
        "/api/chat/messages",
        `Cluster chat visitor #${turn + 1}`,
      ),
    ),
    paced(CHAT_OPERATOR_PERIOD_MS, (turn) =>
      chatPost(
        "chat-operator",
        operator,
        "app-2",
        `/api/admin/chat/${conversationId}/messages`,
        `Cluster reply #${turn}`,
      ),
    ),
  ];

  // The checks made while the traffic runs.
  const probes = (async () => {
    await sleep(500);
    // One address saving its cart as fast as it can, through nginx to both instances.
    const greedy = client(20, 0);
    let cartsAdmitted = 0;
    let cartsRefused = 0;
    const cartsOther: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let n = 0; n < 10; n += 1) {
          saveCounter += 1;
          const save = makeSave(saveCounter);
          const answer = await greedy.request(`${url}/api/cart/saveCartData`, {
            json: { uuid: save.uuid, cart: JSON.stringify(save.items), email: save.email },
            headers: { origin: url },
          });
          if (answer.status === 200) {
            cartsAdmitted += 1;
            savedCarts.push(save);
          } else if (answer.status === 429) cartsRefused += 1;
          else cartsOther.push(answer.status);
        }
      }),
    );
    // One address writing in again and again (the contact limit is counted in the database, exactly).
    const writer = client(20, 1);
    const contactAnswers: number[] = [];
    for (let n = 0; n < CONTACT_RATE_LIMIT + 3; n += 1) {
      const text = `Cluster limit message #${n}`;
      const answer = await writer.request(`${urlOf(n % 2 === 0 ? "app-1" : "app-2")}/api/brevo/fallback`, {
        json: { email: "persistent@example.com", message: text },
      });
      contactAnswers.push(answer.status);
      if (answer.status === 202) contactIds.set((JSON.parse(answer.body) as { id: string }).id, text);
    }
    return { cartsAdmitted, cartsRefused, cartsOther, contactAnswers };
  })();

  let liveViewers = 0;
  /** The customer's page open on one instance, the operator's change made through the other. */
  const liveCheck = async (viewer: Target, editor: Target, change: Record<string, unknown>, expected: string) => {
    const views: { fulfilment: string; version: number }[] = [];
    const [path, query] = liveOrder.orderPath.split("?");
    liveViewers += 1;
    const stream = client(21, liveViewers).events(
      `${urlOf(viewer)}/api/orders/${path?.split("/")[2]}/events?${query}`,
      (event) => {
        if (event.event === "order") views.push(JSON.parse(event.data) as { fulfilment: string; version: number });
      },
    );
    expect(await stream.status).toBe(200);
    await waitFor("the stream's first view", 5_000, async () => (views.length > 0 ? true : undefined));
    const changed = await operator.request(`${urlOf(editor)}/api/admin/orders/${liveOrderId}/step`, {
      json: change,
      headers: { origin: urlOf(editor) },
    });
    expect(changed.status, changed.body).toBe(200);
    const changedAt = Date.now();
    await waitFor(`the ${expected} step on ${viewer}`, 10_000, async () =>
      views.some((view) => view.fulfilment === expected) ? true : undefined,
    );
    stream.close();
    return Date.now() - changedAt;
  };

  const timeline = (async () => {
    await sleep(4_000);
    const liveBeforeMs = await liveCheck("app-2", "app-1", { step: "in_progress" }, "in_progress");

    // After the limit probes: an instance killed under them would forget its share of the counts
    // (ADR 0017), which is a restart's known cost, not what the probes measure.
    await probes;
    await sleep(Math.max(0, KILL_AT_MS - elapsed()));
    const victim = running().instances[0];
    if (!victim) throw new Error("no app-1");
    // Two of the visitor's messages in flight at the kill, straight to app-1 and through nginx.
    const chatAtKill = Promise.all(
      (["app-1", "nginx"] as const).map((target) =>
        chatPost(
          "chat-visitor",
          chatVisitor,
          target,
          "/api/chat/messages",
          `Cluster chat visitor at the kill via ${target}`,
        ),
      ),
    );
    await sleep(CHAT_IN_FLIGHT_MS);
    const killedAt = elapsed();
    await victim.kill("SIGKILL");
    await chatAtKill;
    // Its exit seen and its restart not begun: a delivery the relay records on its port by now
    // was sent by the killed instance (the relay may read it a few ms after the kill was timed).
    const deadAt = elapsed();
    const restartMs = await victim.start();
    const backAt = elapsed();

    const session = await operator.request(`${urlOf("app-1")}/api/admin/orders`);
    const liveAfterMs = await liveCheck(
      "app-1",
      "app-2",
      { step: "paused", reason: "Waiting for the customer to log out of the account" },
      "paused",
    );

    await runBundledCli("catalogue", running().databaseUrl, ["set", PRICE_SKU, "--price", "4321"]);
    const changedAt = Date.now();
    const priceShownMs: Partial<Record<Target, number>> = {};
    await Promise.all(
      (["app-1", "app-2", "nginx"] as const).map((target) =>
        waitFor(`the new price on ${target}`, PRICE_LIMIT_MS + 5_000, async () => {
          const answer = await fetch(`${urlOf(target)}${PRICE_PATH}`).then((response) => response.text());
          if (!answer.includes(NEW_PRICE_TEXT)) return undefined;
          priceShownMs[target] = Date.now() - changedAt;
          return true;
        }),
      ),
    );
    return {
      liveBeforeMs,
      liveAfterMs,
      killedAt,
      deadAt,
      backAt,
      restartMs,
      sessionAfterRestart: session.status,
      priceShownMs,
    };
  })();

  const [events] = await Promise.all([
    timeline,
    ...pages,
    ...carts,
    ...checkouts,
    ...contact,
    ...following,
    ...operatorLoops,
    ...chatLoops,
  ]);
  const limits = await probes;
  const runSeconds = elapsed() / 1000;

  // --- The chat: the stream given the time to deliver what is stored, then judged ---------------
  const chatRows = () =>
    query<{ seq: number; body: string }>(
      "select seq, body from chat_messages where conversation_id = $1 order by seq",
      [conversationId],
    );
  const storedChat = await chatRows();
  const lastStored = Number(storedChat.at(-1)?.seq ?? 0);
  await waitFor("the chat stream to catch up", 15_000, async () =>
    chatStream.arrivals.some((arrival) => arrival.seq >= lastStored) ? true : undefined,
  ).catch(() => undefined);
  await chatStream.stop();
  for (const open of chatStream.opens) {
    outcomes.push({
      kind: "chat-stream",
      target: "app-1",
      at: open.at - startedAt,
      took: (open.answeredAt ?? open.at) - open.at,
      status: open.status,
    });
  }
  const chatKilledAt = startedAt + events.killedAt;
  // The first open answered after the kill: from then on app-1 is up again and the stream back.
  const chatResumedAt = chatStream.opens.find((open) => open.status === 200 && open.at > chatKilledAt)?.answeredAt;
  const chatStreamUpAt = chatStream.opens[0]?.answeredAt ?? Number.POSITIVE_INFINITY;
  const finalChat = (await chatRows()).map((row) => ({ seq: Number(row.seq), body: row.body }));
  const storedBodies = new Set(finalChat.map((row) => row.body));
  const chat = {
    ...judgeChat({
      sent: chatSent,
      cutOff: chatCutOff,
      arrivals: chatStream.arrivals,
      stored: finalChat,
      // Answered a second before the kill (its time to arrive), or sent once the stream was back.
      bothUp: ({ sentAt, ackAt }) =>
        sentAt >= chatStreamUpAt &&
        (ackAt + CHAT_LIMIT_MS <= chatKilledAt || (chatResumedAt !== undefined && sentAt >= chatResumedAt)),
    }),
    visitorSent: chatSent.filter((message) => message.author === "visitor").length,
    staffSent: chatSent.filter((message) => message.author === "staff").length,
    sentAcrossKill: chatSent.filter((message) => message.sentAt > chatKilledAt).length,
    cutOff: chatCutOff.length,
    cutOffStored: chatCutOff.filter((body) => storedBodies.has(body)).length,
    opens: chatStream.opens.length,
    resumedFrom: chatStream.opens.filter((open) => open.status === 200 && open.lastEventId !== undefined).length,
    resumedAfterKillMs: chatResumedAt === undefined ? undefined : chatResumedAt - chatKilledAt,
  };
  // For whoever reads a slow run: which messages, when against the kill, and how long their own POST took.
  const slowest = [...chat.judged].sort((a, b) => b.fromAckMs - a.fromAckMs).slice(0, 5);
  console.log(
    `chat: slowest to the stream, ms (sent at, from the kill: after the 201 / after the send / the POST took): ${slowest.map((entry) => `#${entry.seq} via ${entry.via} at ${entry.sentAt - chatKilledAt}: ${entry.fromAckMs} / ${entry.ms} / ${entry.answerMs}`).join(", ")}`,
  );

  // Every email written during the run is delivered, what the killed instance held after its lease.
  const drainStartedAt = Date.now();
  await waitFor("the outbox to empty", (OUTBOX_LEASE_SECONDS + 30) * 1000, async () => {
    const [row] = await query<{ waiting: string }>("select count(*) as waiting from outbox where status <> 'sent'");
    return Number(row?.waiting) === 0 ? true : undefined;
  }).catch(() => undefined);
  const drainMs = Date.now() - drainStartedAt;
  const notSent = await query<{ status: string; attempts: number; last_error: string | null; locked_until: string }>(
    "select status, attempts, last_error, locked_until from outbox where status <> 'sent'",
  );

  // --- Acknowledged writes ---------------------------------------------------------------------
  const carts_ = await query<{ uuid: string; items_json: string; email: string }>(
    "select uuid, items_json, email from carts",
  );
  const storedCarts = new Map(carts_.map((row) => [row.uuid, row]));
  const lostCarts = savedCarts.filter((save) => {
    const row = storedCarts.get(save.uuid);
    return !row || row.email !== save.email || !isDeepStrictEqual(JSON.parse(row.items_json), save.items);
  });
  const messages = new Map(
    (await query<{ id: string; message: string }>("select id, message from messages")).map((row) => [
      row.id,
      row.message,
    ]),
  );
  const lostMessages = [...contactIds].filter(([id, text]) => messages.get(id) !== text);

  // --- Payments: each order paid once, its emails written once ----------------------------------
  const references = placedOrders.map((order) => order.reference);
  const orders = await query<{ id: string; reference: string; status: string; provider_ref: string }>(
    "select id, reference, status, provider_ref from orders where reference = any($1)",
    [references],
  );
  const byReference = new Map(orders.map((order) => [order.reference, order]));
  const missingOrders = references.filter((reference) => !byReference.has(reference));
  const unpaidConfirmed = placedOrders.filter(
    (order) => confirmedSessions.has(order.session) && byReference.get(order.reference)?.status !== "paid",
  );
  const paymentEvents = await query<{ order_id: string; events: string }>(
    "select order_id, count(*) as events from payment_events where order_id = any($1) group by order_id",
    [orders.map((order) => order.id)],
  );
  const paidTwice = paymentEvents.filter((row) => Number(row.events) !== 1);
  const emailsTwice = await query<{ order_id: string; subject: string; copies: string }>(
    "select order_id, subject, count(*) as copies from outbox where order_id = any($1) group by order_id, subject having count(*) > 1",
    [orders.map((order) => order.id)],
  );
  const paidWithoutReceipt = await query<{ reference: string }>(
    "select o.reference from orders o where o.reference = any($1) and o.status = 'paid' and not exists (select 1 from outbox e where e.order_id = o.id)",
    [references],
  );

  // --- Emails: delivered once per Message-ID; a second copy only of what the killed instance held -
  const outbox = await query<{ id: string }>("select id from outbox");
  const deliveries = mail?.deliveries ?? [];
  const byMessage = new Map<string, Delivery[]>();
  for (const delivery of deliveries) {
    const local = delivery.messageId.split("@")[0] ?? "";
    byMessage.set(local, [...(byMessage.get(local) ?? []), delivery]);
  }
  const undelivered = outbox.filter((row) => !byMessage.has(row.id)).map((row) => row.id);
  const strangers = [...byMessage.keys()].filter((id) => !outbox.some((row) => row.id === id));
  const killedAtMs = startedAt + events.killedAt;
  const deadAtMs = startedAt + events.deadAt;
  const victimPort = mail?.ports[0];
  const repeated = [...byMessage].filter(([, copies]) => copies.length > 1);
  // A crash between the relay's acceptance and `sent` in the database: the one allowed second
  // copy. The first came from the killed instance before its exit was seen (the relay reads what
  // it sent as the signal lands, a few ms after killedAt), and its restart had not begun; the
  // second came after the kill.
  const crashResends = repeated.filter(
    ([, copies]) =>
      copies.length === 2 &&
      copies[0]?.port === victimPort &&
      (copies[0]?.at ?? 0) <= deadAtMs &&
      (copies[1]?.at ?? 0) > killedAtMs,
  );
  // Each with who sent its copies and when, against the kill, so a failure says which case it was.
  const sentTwice = repeated
    .filter((entry) => !crashResends.includes(entry))
    .map(
      ([id, copies]) =>
        `${id}: ${copies.map((copy) => `${copy.port === victimPort ? "killed instance" : `port ${copy.port}`} at kill ${copy.at - killedAtMs >= 0 ? "+" : ""}${copy.at - killedAtMs} ms`).join(", ")} (exit seen at +${deadAtMs - killedAtMs} ms)`,
    );

  // --- Errors: only requests cut off by the kill --------------------------------------------------
  // In flight at the kill or sent before the instance was back: nginx answers 502 for a POST an
  // instance took and died with (it must not send a POST twice); straight to the killed instance
  // the connection is refused, or 503 while it starts (a provider retries its webhook).
  const cutByKill = (outcome: Outcome) =>
    outcome.at <= events.backAt + 1_000 && outcome.at + outcome.took >= events.killedAt - 50;
  const failed = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  const allowedFailure = (outcome: Outcome) =>
    cutByKill(outcome) &&
    (outcome.status === 0 || outcome.status === 502 || (outcome.target === "app-1" && outcome.status === 503));
  const serverErrors = failed.filter((outcome) => outcome.status !== 0 && !allowedFailure(outcome));
  const outsideKill = failed.filter((outcome) => !cutByKill(outcome));
  const throughNginx = outcomes.filter((outcome) => outcome.target === "nginx");
  const nginxErrorsDuringKill = throughNginx.filter(
    (outcome) => (outcome.status === 0 || outcome.status >= 500) && cutByKill(outcome),
  );
  const unexpected = outcomes.filter(
    (outcome) => outcome.status !== 0 && outcome.status < 500 && !expectedStatus(outcome.kind).includes(outcome.status),
  );
  const operatorRefused = outcomes.filter(
    (outcome) =>
      outcome.kind === "operator" && outcome.status !== 0 && outcome.status !== 200 && outcome.status !== 502,
  );

  // What the instances said was wrong, for whoever reads a failed run (the log holds nothing personal).
  for (const instance of running().instances) {
    const problems = instance
      .output()
      .split("\n")
      .filter((line) => /"level":"(warn|error|fatal)"/.test(line) && !line.includes("pages were built with"));
    if (problems.length > 0) console.log(`${instance.name} warnings and errors:\n${problems.slice(-40).join("\n")}`);
  }
  const nginxLog = running().nginx.errorLog().trim().split("\n").filter(Boolean);
  if (nginxLog.length > 0)
    console.log(`nginx error log (last 30 of ${nginxLog.length}):\n${nginxLog.slice(-30).join("\n")}`);
  // The run's figures, printed whatever the tests below find.
  printFigures("cluster", {
    connections: Object.values(CONNECTIONS).reduce((sum, count) => sum + count, 0),
    seconds: runSeconds.toFixed(1),
    requests: outcomes.length,
    requests_through_nginx: throughNginx.length,
    req_per_s: Math.round(outcomes.length / runSeconds),
    pages: outcomes.filter((outcome) => outcome.kind === "page").length,
    cart_saves_acknowledged: savedCarts.length,
    checkouts: placedOrders.length,
    payment_confirmations: outcomes.filter((outcome) => outcome.kind === "payment").length,
    contact_messages_acknowledged: contactIds.size,
    order_stream_events: streamEvents,
    emails_sent: outbox.length - notSent.length,
    emails_not_sent: notSent.length,
    outbox_drained_after_run_ms: drainMs,
    emails_resent_after_kill: crashResends.length,
    killed_at_s: (events.killedAt / 1000).toFixed(1),
    restart_to_healthy_ms: Math.round(events.restartMs),
    errors_through_nginx_during_kill: nginxErrorsDuringKill.length,
    errors_direct_to_killed_instance: failed.filter((outcome) => outcome.target === "app-1").length,
    errors_outside_kill: outsideKill.length,
    live_update_ms: `${events.liveBeforeMs}/${events.liveAfterMs}`,
    price_shown_ms: `app-1:${events.priceShownMs["app-1"]}/app-2:${events.priceShownMs["app-2"]}/nginx:${events.priceShownMs.nginx}`,
    rate_limit_carts_admitted: limits.cartsAdmitted,
    rate_limit_contact: limits.contactAnswers.join(","),
    chat_visitor_messages_acknowledged: chat.visitorSent,
    chat_replies_acknowledged: chat.staffSent,
    chat_acknowledged_after_kill: chat.sentAcrossKill,
    chat_cut_off_by_kill: chat.cutOff,
    chat_cut_off_stored: chat.cutOffStored,
    chat_stream_delivered: chatStream.arrivals.length,
    chat_stream_opens: chat.opens,
    chat_stream_resumed: chat.resumedFrom,
    chat_stream_back_after_kill_ms: chat.resumedAfterKillMs ?? "never",
    chat_latency_judged: chat.judged.length,
    chat_latency_max_ms: chat.maxFromAckMs,
    chat_latency_p90_ms: chat.p90FromAckMs,
    chat_latency_from_send_max_ms: chat.maxMs,
    chat_post_answer_max_ms: Math.max(0, ...chat.judged.map((entry) => entry.answerMs)),
  });

  return {
    outcomes,
    events,
    limits,
    serverErrors,
    outsideKill,
    unexpected,
    lostCarts,
    savedCarts,
    lostMessages,
    contactIds,
    missingOrders,
    confirmedSessions,
    unpaidConfirmed,
    paidTwice,
    emailsTwice,
    paidWithoutReceipt,
    notSent,
    undelivered,
    strangers,
    sentTwice,
    operatorRefused,
    chat,
  };
}

type Findings = Awaited<ReturnType<typeof runUnderLoad>>;

/*
 * One run under load, then one test per guarantee: each reads the findings of the same run, so a
 * failed run shows every guarantee that failed, not only the first. In order, one after another:
 * they share the cluster and the run that beforeAll made.
 */
describe.sequential("cluster: two instances behind nginx on PostgreSQL, one killed under load", () => {
  let run: Findings;

  beforeAll(async () => {
    run = await runUnderLoad();
  }, RUN_TIMEOUT_MS);

  it("carries over 1,000 requests of mixed traffic, the kill of app-1 mid-run", () => {
    expect.soft(run.outcomes.length).toBeGreaterThan(1_000);
    // Mid-run: the probes before it ended in time.
    expect.soft(run.events.killedAt).toBeLessThan(RUN_MS - 10_000);
  });

  it("answers every request as its kind may, failing only those the kill cut off", () => {
    expect.soft(run.serverErrors.slice(0, 10)).toEqual([]);
    expect.soft(run.outsideKill.slice(0, 10)).toEqual([]);
    expect.soft(run.unexpected.slice(0, 10)).toEqual([]);
  });

  it("loses no acknowledged cart save or contact message", () => {
    expect.soft(run.lostCarts.map((save) => save.uuid)).toEqual([]);
    expect.soft(run.savedCarts.length).toBeGreaterThan(CONNECTIONS.carts * 10);
    expect.soft(run.lostMessages).toEqual([]);
    expect.soft(run.contactIds.size).toBeGreaterThan(CONNECTIONS.contact * 5);
  });

  it("applies each payment once, confirmed to both instances and through nginx, with its emails written once", () => {
    expect.soft(run.missingOrders).toEqual([]);
    expect.soft(run.confirmedSessions.size).toBeGreaterThan(CONNECTIONS.checkouts * 3);
    expect.soft(run.unpaidConfirmed.map((order) => order.reference)).toEqual([]);
    expect.soft(run.paidTwice).toEqual([]);
    expect.soft(run.emailsTwice).toEqual([]);
    expect.soft(run.paidWithoutReceipt).toEqual([]);
  });

  it("delivers every email once per Message-ID, a second copy only of what the killed instance held", () => {
    expect.soft(run.notSent.slice(0, 5)).toEqual([]);
    expect.soft(run.undelivered).toEqual([]);
    expect.soft(run.strangers).toEqual([]);
    expect.soft(run.sentTwice).toEqual([]);
  });

  it("holds the cart and contact rate limits across the two instances", () => {
    // Exact on one instance; across two, at most limit − 1 + 2 × slack (ADR 0017).
    expect.soft(run.limits.cartsAdmitted).toBeGreaterThanOrEqual(API_RATE_LIMIT);
    expect.soft(run.limits.cartsAdmitted).toBeLessThanOrEqual(API_RATE_LIMIT - 1 + 2 * slackFor(API_RATE_LIMIT));
    expect.soft(run.limits.cartsOther).toEqual([]);
    expect
      .soft(run.limits.contactAnswers)
      .toEqual([...Array.from({ length: CONTACT_RATE_LIMIT }, () => 202), ...Array.from({ length: 3 }, () => 429)]);
  });

  it("shows a price changed from the command line on both instances within 10 s", () => {
    expect.soft(run.events.priceShownMs["app-1"]).toBeLessThanOrEqual(PRICE_LIMIT_MS);
    expect.soft(run.events.priceShownMs["app-2"]).toBeLessThanOrEqual(PRICE_LIMIT_MS);
  });

  it("keeps the operator's session valid on both instances, the restarted one too", () => {
    expect.soft(run.events.sessionAfterRestart).toBe(200);
    expect.soft(run.operatorRefused).toEqual([]);
    expect
      .soft(
        run.outcomes.some(
          (outcome) =>
            outcome.kind === "operator" &&
            outcome.target === "app-1" &&
            outcome.at > run.events.backAt &&
            outcome.status === 200,
        ),
      )
      .toBe(true);
  });

  it("shows a customer's live order page a change made through the other instance within 2 s, before and after the kill", () => {
    expect.soft(run.events.liveBeforeMs).toBeLessThanOrEqual(LIVE_LIMIT_MS);
    expect.soft(run.events.liveAfterMs).toBeLessThanOrEqual(LIVE_LIMIT_MS);
  });

  it("brings every acknowledged chat message to the visitor's stream on the other instance once, in order, across its reconnection after the kill", () => {
    const { chat } = run;
    expect.soft(chat.missing).toEqual([]);
    expect.soft(chat.twice).toEqual([]);
    expect.soft(chat.outOfOrder).toEqual([]);
    expect.soft(chat.wrongBody).toEqual([]);
    expect.soft(chat.storedNotDelivered).toEqual([]);
    expect.soft(chat.deliveredNotStored).toEqual([]);
    // The conversation went on through the kill: the stream dropped, came back from its last id.
    expect.soft(chat.resumedAfterKillMs).toBeDefined();
    expect.soft(chat.resumedFrom).toBeGreaterThanOrEqual(1);
    // A conversation, not a few messages: nine or so of the visitor's, a reply every 0.7 s (fewer on a slow machine).
    expect.soft(chat.visitorSent).toBeGreaterThanOrEqual(6);
    expect.soft(chat.staffSent).toBeGreaterThanOrEqual(10);
    expect.soft(chat.sentAcrossKill).toBeGreaterThanOrEqual(3);
  });

  it("shows a chat message on the visitor's stream on the other instance within 1 s of its 201, while both are up", () => {
    expect.soft(run.chat.judged.length).toBeGreaterThanOrEqual(10);
    expect.soft(run.chat.p90FromAckMs).toBeLessThanOrEqual(CHAT_LIMIT_MS);
    expect.soft(run.chat.maxFromAckMs).toBeLessThanOrEqual(CHAT_WORST_MS);
  });

  it("stores a chat message once or not at all when the kill cut it off, never twice", () => {
    expect.soft(run.chat.storedTwice).toEqual([]);
    // The one sent straight to app-1 as it was killed had no answer.
    expect.soft(run.chat.cutOff).toBeGreaterThanOrEqual(1);
  });
});

/** What each kind of request may answer, apart from a kill's cut-offs. */
function expectedStatus(kind: string): number[] {
  switch (kind) {
    case "page":
      // The unknown path is the 404 page.
      return [200, 404];
    case "cart":
    case "operator":
    case "order-stream":
    case "chat-stream":
      return [200];
    case "chat-visitor":
    case "chat-operator":
      return [201];
    case "checkout":
      return [201];
    case "payment":
      return [200];
    case "contact":
      return [202];
    default:
      return [];
  }
}
