import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOperatorByEmail, findOperatorByEnrolToken } from "@/server/admin/operators";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { type BundledCli, bundleCli } from "../support/cli-bundle";
import { enrolOperator } from "./support/admin-session";
import { expectExit, runNpmScript } from "./support/npm-script";

/*
 * Issue 16, item 1: `npm run operator` as an operator runs it, a child process against this file's
 * database (TEST_DB picks SQLite or PostgreSQL); this process checks the rows and the audit log.
 * The tests share the database, in the order written. The first command goes through `npm run`
 * itself; the others run the same script bundled once and started with plain `node`
 * (tests/support/cli-bundle.ts), a second each instead of several.
 */

// Each command is a fresh Node process (through npm, compiling the server's TypeScript): seconds each.
const SPAWN_TIMEOUT_MS = 300_000;

const ENV = { SITE_URL: "https://shop.example" };
const npmCli = (...args: string[]) => runNpmScript("operator", args, { env: ENV });
const cli = (...args: string[]) => bundled.run(args, { env: ENV });
let bundled: BundledCli;

const db = () => getDatabase().db;
const tokenIn = (link: string) => /#token=([A-Za-z0-9_-]{43})$/.exec(link.trim())?.[1] ?? "";

beforeAll(async () => {
  await ensureDatabaseReady();
  bundled = await bundleCli("operator");
});

afterAll(() => bundled?.remove());

describe("npm run operator", () => {
  it(
    "creates an operator and prints a one-time enrolment link valid 24 hours; a second create is refused",
    async () => {
      const run = await npmCli("create", "Ops@Example.com");
      expectExit(run, 0);
      expect(run.stdout.trim()).toMatch(/^https:\/\/shop\.example\/admin\/enrol#token=[A-Za-z0-9_-]{43}$/);
      const token = tokenIn(run.stdout);
      const operator = await findOperatorByEmail(db(), "ops@example.com");
      expect(operator).toMatchObject({ status: "invited", password_hash: null });
      // Only the hash of the token is stored.
      expect(JSON.stringify(operator)).not.toContain(token);
      const expires = Date.parse(operator?.enrol_expires_at ?? "");
      expect(expires - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
      expect(await findOperatorByEnrolToken(db(), token, new Date())).toBeDefined();
      expect(await findOperatorByEnrolToken(db(), token, new Date(expires))).toBeUndefined();
      expect((await auditOf(db(), "operator", operator?.id ?? "")).map((entry) => entry.action)).toEqual([
        "OPERATOR_CREATED",
      ]);

      const again = await cli("create", "ops@example.com");
      expectExit(again, 1);
      expect(again.stderr).toContain("already an operator");
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "with --send also emails the link to the operator through the outbox, in a text and an HTML part; without it, no email",
    async () => {
      const run = await cli("create", "new-operator@example.com", "--send");
      expectExit(run, 0);
      const link = run.stdout.trim();
      expect(link).toMatch(/^https:\/\/shop\.example\/admin\/enrol#token=[A-Za-z0-9_-]{43}$/);
      expect(run.stderr).toContain("Emailed this one-time link to new-operator@example.com");
      const emails = await db()
        .selectFrom("outbox")
        .select(["to_address", "subject", "body_text", "body_html", "status"])
        .where("to_address", "=", "new-operator@example.com")
        .execute();
      expect(emails).toHaveLength(1);
      const [email] = emails;
      expect(email?.status).toBe("pending");
      expect(email?.subject).toContain("back office account");
      expect(email?.body_text).toContain(`Set up your sign-in: ${link}`);
      expect(email?.body_text).toContain("works once, for 24 hours");
      expect(email?.body_html).toContain(`href="${link}"`);
      // The emailed link is the one that works.
      expect(await findOperatorByEnrolToken(db(), tokenIn(link), new Date())).toMatchObject({
        email: "new-operator@example.com",
      });

      const reset = await cli("reset-mfa", "new-operator@example.com", "--send");
      expectExit(reset, 0);
      const resent = await db()
        .selectFrom("outbox")
        .select(["subject", "body_text"])
        .where("to_address", "=", "new-operator@example.com")
        .orderBy("created_at")
        .execute();
      expect(resent).toHaveLength(2);
      expect(resent[1]?.subject).toContain("new sign-in setup");
      expect(resent[1]?.body_text).toContain(reset.stdout.trim());

      const quiet = await cli("create", "no-email@example.com");
      expectExit(quiet, 0);
      const none = await db()
        .selectFrom("outbox")
        .select("id")
        .where("to_address", "=", "no-email@example.com")
        .execute();
      expect(none).toEqual([]);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "lists operators with their status",
    async () => {
      const run = await cli("list");
      expectExit(run, 0);
      expect(run.stdout).toMatch(/^ops@example\.com\towner\tinvited\tcreated /m);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "resets an operator's MFA: a new link, secrets and sessions gone",
    async () => {
      const enrolled = await enrolOperator("reset@example.com");
      const run = await cli("reset-mfa", "reset@example.com");
      expectExit(run, 0);
      const token = tokenIn(run.stdout);
      const operator = await findOperatorByEnrolToken(db(), token, new Date());
      expect(operator).toMatchObject({ status: "invited", totp_secret: null });
      const codes = await db()
        .selectFrom("operator_recovery_codes")
        .select("id")
        .where("operator_id", "=", enrolled.id)
        .execute();
      expect(codes).toEqual([]);
      expect((await auditOf(db(), "operator", enrolled.id)).map((entry) => entry.action)).toContain(
        "OPERATOR_MFA_RESET",
      );
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "disables an operator and ends their sessions; a second disable is refused",
    async () => {
      const enrolled = await enrolOperator("leaver@example.com");
      await db()
        .insertInto("operator_sessions")
        .values({
          id: crypto.randomUUID(),
          operator_id: enrolled.id,
          token_hash: "f".repeat(64),
          aal: "aal2",
          started_at: new Date().toISOString(),
          last_seen_at: new Date().toISOString(),
          client: "192.0.2.1",
          user_agent: "test",
        })
        .execute();
      expectExit(await cli("disable", "leaver@example.com"), 0);
      expect(await findOperatorByEmail(db(), "leaver@example.com")).toMatchObject({ status: "disabled" });
      const sessions = await db()
        .selectFrom("operator_sessions")
        .select("id")
        .where("operator_id", "=", enrolled.id)
        .execute();
      expect(sessions).toEqual([]);
      expect((await auditOf(db(), "operator", enrolled.id)).map((entry) => entry.action)).toContain(
        "OPERATOR_DISABLED",
      );
      expectExit(await cli("disable", "leaver@example.com"), 1);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "refuses an unknown operator (1), and bad usage (2)",
    async () => {
      expectExit(await cli("disable", "nobody@example.com"), 1);
      expectExit(await cli("reset-mfa", "nobody@example.com"), 1);
      const usage = await cli("create", "not-an-email");
      expectExit(usage, 2);
      expect(usage.stderr).toContain("is not an email address");
      expectExit(await cli("frobnicate"), 2);
      const help = await cli("help");
      expectExit(help, 0);
      expect(help.stdout).toContain("reset-mfa EMAIL");
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "warns when SITE_URL still names this machine (the default), since the link would open nowhere else",
    async () => {
      const local = await bundled.run(["create", "local-link@example.com"], {
        env: { SITE_URL: "http://localhost:3000" },
      });
      expectExit(local, 0);
      expect(local.stdout.trim()).toMatch(/^http:\/\/localhost:3000\/admin\/enrol#token=/);
      expect(local.stderr).toContain("Warning: SITE_URL is http://localhost:3000");
      const publicUrl = await cli("reset-mfa", "local-link@example.com");
      expectExit(publicUrl, 0);
      expect(publicUrl.stderr).not.toContain("Warning");
    },
    SPAWN_TIMEOUT_MS,
  );
});
