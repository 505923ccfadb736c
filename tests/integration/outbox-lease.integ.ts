import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDatabase } from "@/server/db/client";
import { database } from "@/server/db/database";
import { ensureDatabaseReady } from "@/server/db/migrate";
import {
  claimDueEmails,
  countOutboxByStatus,
  enqueueEmail,
  markEmailFailed,
  releaseEmails,
} from "@/server/db/queries/outbox";
import { processOutboxOnce } from "@/server/email/outbox-worker";
import {
  createSmtpTransport,
  type EmailTransport,
  type OutgoingEmail,
  SMTP_SEND_WORST_CASE_MS,
} from "@/server/email/smtp-transport";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { captureLog, type LogCapture, parseLogLines } from "../support/capture-log";
import { startSmtpStandIn } from "../support/smtp-stand-in";

/*
 * Issue 20: several instances share one outbox. An instance sends an email only while its claim
 * still covers the slowest send, gives back what it will not send, never writes over another
 * instance's claim, and sends each email with a Message-ID that a resend repeats. Workers here are
 * processOutboxOnce calls with their own clock and a transport that records what it was given.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;
const LEASE_MS = 120_000;

let log: LogCapture;
beforeAll(() => {
  log = captureLog();
});
afterAll(() => log.restore());

/** The log entries written so far with this message. */
const logged = (msg: string) => parseLogLines(log.lines()).filter((entry) => entry.msg === msg);

type Row = { id: string; status: string; locked_until: string | null; attempts: number };

async function enqueue(count: number, at: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const id = crypto.randomUUID();
    await enqueueEmail(db(), {
      id,
      to: `reader${index}@example.com`,
      replyTo: "",
      subject: `Notice #${index}`,
      text: `notice body #${index}`,
      // Distinct creation times keep the claim order the enqueue order.
      now: new Date(at.getTime() + index),
    });
    ids.push(id);
  }
  return ids;
}

async function rows(ids: readonly string[]): Promise<Row[]> {
  const found = await db()
    .selectFrom("outbox")
    .select(["id", "status", "locked_until", "attempts"])
    .where("id", "in", ids)
    .execute();
  return ids.map((id) => found.find((row) => row.id === id) as Row);
}

/** A transport that keeps what it is asked to send, running `during` inside each send (a slow server, another worker). */
function recordingTransport(sent: OutgoingEmail[], during: () => Promise<void> | void = () => {}): EmailTransport {
  return {
    async send(email) {
      await during();
      sent.push(email);
    },
  };
}

/** The outbox id an email was sent for, from its Message-ID. */
const outboxIdOf = (email: OutgoingEmail) => /^<([^@]+)@/.exec(email.messageId)?.[1];

describe(`the outbox under several workers on ${dialect}`, () => {
  beforeEach(async () => {
    await ensureDatabaseReady();
    await db().deleteFrom("outbox").execute();
  });

  it("stops a batch whose lease no longer covers the slowest send and gives the rest back, which another worker sends at once", async () => {
    const start = new Date("2026-11-27T10:00:00.000Z");
    const ids = await enqueue(10, new Date(start.getTime() - 60_000));
    let clock = start.getTime();
    const slowSent: OutgoingEmail[] = [];
    // Each send takes 30 s: the lease leaves 120, 90, 60 s for the first three, then 30 s < 40 s.
    const slowRun = await processOutboxOnce({
      now: () => new Date(clock),
      leaseMs: LEASE_MS,
      transport: recordingTransport(slowSent, () => {
        clock += 30_000;
      }),
    });
    expect(SMTP_SEND_WORST_CASE_MS).toBe(40_000);
    expect(slowRun).toEqual({ sent: 3, failed: 0, retried: 0 });
    expect(slowSent.map(outboxIdOf)).toEqual(ids.slice(0, 3));
    const after = await rows(ids);
    expect(after.slice(0, 3).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    expect(after.slice(3)).toEqual(
      ids.slice(3).map((id) => ({ id, status: "pending", locked_until: null, attempts: 0 })),
    );

    // Still inside the first worker's lease: only the release lets the second take them now.
    expect(logged("outbox lease too short for the rest of the batch; given back").at(-1)).toMatchObject({
      unsent: 7,
      released: 7,
    });
    expect(clock).toBeLessThan(start.getTime() + LEASE_MS);
    const otherSent: OutgoingEmail[] = [];
    const otherRun = await processOutboxOnce({
      now: () => new Date(clock),
      leaseMs: LEASE_MS,
      transport: recordingTransport(otherSent),
    });
    expect(otherRun).toEqual({ sent: 7, failed: 0, retried: 0 });
    expect(otherSent.map(outboxIdOf)).toEqual(ids.slice(3));
    expect((await rows(ids)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("sends a whole batch under the cluster's short lease when the server is quick, and nothing under one that has run down", async () => {
    const start = new Date("2026-11-27T11:00:00.000Z");
    const ids = await enqueue(25, new Date(start.getTime() - 1_000));
    let clock = start.getTime();
    const sent: OutgoingEmail[] = [];
    const quick = recordingTransport(sent, () => {
      clock += 100;
    });
    expect(await processOutboxOnce({ now: () => new Date(clock), leaseMs: 45_000, transport: quick })).toEqual({
      sent: 25,
      failed: 0,
      retried: 0,
    });
    expect(new Set(sent.map(outboxIdOf))).toEqual(new Set(ids));

    // A 5.1 s send leaves 39.9 s of a 45 s lease after the first email: the second goes back.
    const more = await enqueue(3, new Date(clock - 1_000));
    const slow: OutgoingEmail[] = [];
    const run = await processOutboxOnce({
      now: () => new Date(clock),
      leaseMs: 45_000,
      transport: recordingTransport(slow, () => {
        clock += 5_100;
      }),
    });
    expect(run.sent).toBe(1);
    expect((await rows(more)).map((row) => [row.status, row.locked_until])).toEqual([
      ["sent", null],
      ["pending", null],
      ["pending", null],
    ]);
  });

  it("never gives back, reschedules or marks sent a row another worker has claimed since its lease ran out", async () => {
    const start = new Date("2026-11-27T12:00:00.000Z");
    const ids = await enqueue(3, new Date(start.getTime() - 1_000));
    let clock = start.getTime();
    let otherLease: string | undefined;
    const sent: OutgoingEmail[] = [];
    // The mail server stalls past the lease (a paused process, a server trickling its replies);
    // meanwhile another worker finds the lease run out and claims all three.
    const stalled = recordingTransport(sent, async () => {
      if (otherLease) return;
      clock = start.getTime() + LEASE_MS + 10_000;
      const other = await claimDueEmails((await database()).db, new Date(clock), LEASE_MS, 25);
      expect(other.emails.map((email) => email.id)).toEqual(ids);
      otherLease = other.leaseUntil;
    });
    const run = await processOutboxOnce({ now: () => new Date(clock), leaseMs: LEASE_MS, transport: stalled });
    expect(run.sent).toBe(1);
    expect(sent.map(outboxIdOf)).toEqual([ids[0]]);
    expect(logged("email sent after its lease ran out, while another instance holds it").at(-1)).toMatchObject({
      emailId: ids[0],
    });
    // The first worker's lease was start + 120 s; the other's is later, and it still holds all three.
    const myLease = new Date(start.getTime() + LEASE_MS).toISOString();
    expect(otherLease).toBeDefined();
    expect(otherLease).not.toBe(myLease);
    expect(await rows(ids)).toEqual(
      ids.map((id) => ({ id, status: "pending", locked_until: otherLease ?? "", attempts: 0 })),
    );
    expect(await releaseEmails((await database()).db, ids, myLease)).toBe(0);
    expect(
      await markEmailFailed((await database()).db, ids[1] as string, myLease, "timed out", new Date(clock + 30_000)),
    ).toBe(false);
    expect(await markEmailFailed((await database()).db, ids[1] as string, myLease, "refused", null)).toBe(false);
    expect(await rows(ids)).toEqual(
      ids.map((id) => ({ id, status: "pending", locked_until: otherLease ?? "", attempts: 0 })),
    );
    // The claim's own release does give its rows back.
    expect(await releaseEmails((await database()).db, ids.slice(1), otherLease ?? "")).toBe(2);
    expect((await rows(ids)).map((row) => row.locked_until)).toEqual([otherLease, null, null]);
  });

  it("records an email sent after its lease ran out when no one has claimed it since, and gives the rest back", async () => {
    const start = new Date("2026-11-27T13:00:00.000Z");
    const ids = await enqueue(3, new Date(start.getTime() - 1_000));
    let clock = start.getTime();
    const run = await processOutboxOnce({
      now: () => new Date(clock),
      leaseMs: LEASE_MS,
      transport: recordingTransport([], () => {
        clock += LEASE_MS + 1_000;
      }),
    });
    expect(run.sent).toBe(1);
    expect((await rows(ids)).map((row) => [row.status, row.locked_until])).toEqual([
      ["sent", null],
      ["pending", null],
      ["pending", null],
    ]);
  });

  it("lets two workers racing over the same 50 due emails send each exactly once", async () => {
    const ids = await enqueue(50, new Date(Date.now() - 60_000));
    const sends = new Map<string, number>();
    const byWorker = [0, 0];
    const worker = async (index: number) => {
      const transport: EmailTransport = {
        async send(email) {
          // A few milliseconds per send, so the other worker claims and sends meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 2));
          const id = outboxIdOf(email) ?? "";
          sends.set(id, (sends.get(id) ?? 0) + 1);
          byWorker[index] = (byWorker[index] ?? 0) + 1;
        },
      };
      let total = 0;
      // Like the instances' timers: pass after pass while anything waits. A pass can come back
      // empty when the other worker won every email it tried to claim.
      while (((await countOutboxByStatus((await database()).db)).pending ?? 0) > 0) {
        const run = await processOutboxOnce({ transport, leaseMs: LEASE_MS });
        total += run.sent;
        if (run.sent === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return total;
    };
    const totals = await Promise.all([worker(0), worker(1)]);
    expect(totals[0] + totals[1]).toBe(50);
    expect([...sends.keys()].sort()).toEqual([...ids].sort());
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
    expect(byWorker.every((count) => count > 0)).toBe(true);
    expect((await rows(ids)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});

/** A real SMTP server on loopback that keeps the raw messages it accepts. */
async function startSmtpServer(received: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  return startSmtpStandIn(await freePort(), (raw) => received.push(raw));
}

describe(`the Message-ID on the wire on ${dialect}`, () => {
  beforeEach(async () => {
    await ensureDatabaseReady();
    await db().deleteFrom("outbox").execute();
  });

  it("is <outbox id@EMAIL_FROM's domain>, and a resend after an unrecorded acceptance repeats it", async () => {
    const received: string[] = [];
    const smtp = await startSmtpServer(received);
    try {
      const start = new Date("2026-11-27T14:00:00.000Z");
      const [id] = await enqueue(1, new Date(start.getTime() - 1_000));
      const smtpTransport = createSmtpTransport(smtp.url);
      // The server accepts the email, then the worker loses its database before it records that.
      const lostOnRecord: EmailTransport = {
        async send(email) {
          await smtpTransport.send(email);
          throw new Error("Connection terminated unexpectedly");
        },
      };
      expect(await processOutboxOnce({ now: () => start, leaseMs: LEASE_MS, transport: lostOnRecord })).toEqual({
        sent: 0,
        failed: 0,
        retried: 1,
      });
      const later = new Date(start.getTime() + 10 * 60_000);
      expect(await processOutboxOnce({ now: () => later, leaseMs: LEASE_MS, transport: smtpTransport })).toEqual({
        sent: 1,
        failed: 0,
        retried: 0,
      });
      expect(received).toHaveLength(2);
      const messageIds = received.map((data) => /^Message-ID: (.*?)\r?$/im.exec(data)?.[1]);
      // EMAIL_FROM is the default, "RuneForge <no-reply@runeforge.gg>".
      expect(messageIds).toEqual([`<${id}@runeforge.gg>`, `<${id}@runeforge.gg>`]);
      expect((await rows([id as string]))[0]?.status).toBe("sent");
    } finally {
      await smtp.close();
    }
  });
});
