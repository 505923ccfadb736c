import type { OperatorCommand } from "@/domain/admin/operator-command";
import { emailEnrolmentLink, enrolmentLink, siteUrlIsLocal } from "@/server/admin/enrol-link";
import {
  createOperator,
  disableOperator,
  ENROL_LINK_HOURS,
  listOperators,
  resetOperatorMfa,
} from "@/server/admin/operators";
import { database } from "@/server/db/database";
import { env } from "@/server/env";
import type { CliIo } from "./cli-main";

/*
 * What each `npm run operator` command does against the database. Every change goes
 * through src/server/admin/operators.ts, which records it in the audit log. The enrolment link
 * carries its token after `#`, so it never reaches a server log or a Referer header.
 */

export const EXIT = { ok: 0, refused: 1, usage: 2, failed: 3 } as const;

export type OperatorIo = CliIo;

/**
 * Prints the link; with --send also queues it to the operator through the outbox, which the running
 * shop's worker sends (this command only writes the row).
 */
async function giveLink(
  io: OperatorIo,
  command: { email: string; send: boolean },
  token: string,
  reason: "created" | "reset",
): Promise<void> {
  const link = enrolmentLink(token);
  io.out(link);
  if (siteUrlIsLocal())
    io.err(
      `Warning: SITE_URL is ${env.SITE_URL} (the default, or this machine), so the link opens only here. Set SITE_URL to the shop's address in .env and run reset-mfa for a link that works elsewhere.`,
    );
  if (!command.send) {
    io.err(
      `Send this one-time link to ${command.email} over a channel you trust; it works once, for ${ENROL_LINK_HOURS} hours.`,
    );
    return;
  }
  await emailEnrolmentLink((await database()).db, { email: command.email, link, reason, now: io.now() });
  io.err(
    `Emailed this one-time link to ${command.email} (the shop's outbox sends it within seconds while the shop runs); it works once, for ${ENROL_LINK_HOURS} hours.`,
  );
}

export async function runOperatorCommand(command: OperatorCommand, io: OperatorIo): Promise<number> {
  const { db } = await database();
  switch (command.name) {
    case "help":
      return EXIT.ok;
    case "list": {
      const operators = await listOperators(db);
      if (operators.length === 0) io.err("No operators yet: `npm run operator -- create EMAIL` adds one.");
      for (const operator of operators)
        io.out(`${operator.email}\t${operator.role}\t${operator.status}\tcreated ${operator.createdAt}`);
      return EXIT.ok;
    }
    case "create": {
      const result = await createOperator(db, command.email, io.actor, io.now(), command.role);
      if (!result.ok) {
        io.err(`${command.email} is already an operator (see \`list\`; \`reset-mfa\` gives them a new link).`);
        return EXIT.refused;
      }
      await giveLink(io, command, result.token, "created");
      return EXIT.ok;
    }
    case "disable": {
      const result = await disableOperator(db, command.email, io.actor, io.now());
      if (!result.ok) {
        io.err(
          result.reason === "unknown"
            ? `${command.email} is not an operator.`
            : `${command.email} is already disabled.`,
        );
        return EXIT.refused;
      }
      io.out(`${command.email} is disabled; their sessions have ended.`);
      return EXIT.ok;
    }
    case "reset-mfa": {
      const result = await resetOperatorMfa(db, command.email, io.actor, io.now());
      if (!result.ok) {
        io.err(result.reason === "unknown" ? `${command.email} is not an operator.` : `${command.email} is disabled.`);
        return EXIT.refused;
      }
      await giveLink(io, command, result.token, "reset");
      return EXIT.ok;
    }
  }
}
