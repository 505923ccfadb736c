import "server-only";
import type { Executor } from "../db/database";
import { enqueueEmail } from "../db/queries/outbox";
import { enrolmentParts } from "../email/email-parts";
import { env } from "../env";
import { ENROL_LINK_HOURS } from "./operators";

/*
 * The one-time enrolment link, for the command line and /admin/staff alike. The token sits after
 * `#`, so it never reaches a server log or a Referer header.
 */

export function enrolmentLink(token: string): string {
  return new URL(`/admin/enrol#token=${token}`, env.SITE_URL).toString();
}

/** True while SITE_URL names this machine (the default, or a local address): a link built on it opens nowhere else. */
export function siteUrlIsLocal(siteUrl: string = env.SITE_URL): boolean {
  const host = new URL(siteUrl).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
}

/** Queues the link to the operator through the outbox, in the caller's transaction; the shop's worker sends it. */
export async function emailEnrolmentLink(
  db: Executor,
  input: { email: string; link: string; reason: "created" | "reset"; now: Date },
): Promise<void> {
  await enqueueEmail(db, {
    id: crypto.randomUUID(),
    to: input.email,
    replyTo: env.SUPPORT_EMAIL,
    ...enrolmentParts({ link: input.link, hours: ENROL_LINK_HOURS, siteName: env.SITE_NAME, reason: input.reason }),
    now: input.now,
  });
}
