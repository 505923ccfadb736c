import type { OperatorCommand } from "@/domain/admin/operator-command";
import {
  createOperator,
  disableOperator,
  ENROL_LINK_HOURS,
  listOperators,
  resetOperatorMfa,
} from "@/server/admin/operators";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { env } from "@/server/env";
import type { CliIo } from "./cli-main";

/*
 * What each `npm run operator` command does against the database (issue 16). Every change goes
 * through src/server/admin/operators.ts, which records it in the audit log. The enrolment link
 * carries its token after `#`, so it never reaches a server log or a Referer header.
 */

export const EXIT = { ok: 0, refused: 1, usage: 2, failed: 3 } as const;

export type OperatorIo = CliIo;

export function enrolmentLink(token: string): string {
  return new URL(`/admin/enrol#token=${token}`, env.SITE_URL).toString();
}

function printLink(io: OperatorIo, email: string, token: string): void {
  io.out(enrolmentLink(token));
  io.err(`Send this one-time link to ${email} over a channel you trust; it works once, for ${ENROL_LINK_HOURS} hours.`);
}

export async function runOperatorCommand(command: OperatorCommand, io: OperatorIo): Promise<number> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  switch (command.name) {
    case "help":
      return EXIT.ok;
    case "list": {
      const operators = await listOperators(db);
      if (operators.length === 0) io.err("No operators yet: `npm run operator -- create EMAIL` adds one.");
      for (const operator of operators) io.out(`${operator.email}\t${operator.status}\tcreated ${operator.createdAt}`);
      return EXIT.ok;
    }
    case "create": {
      const result = await createOperator(db, command.email, io.actor, io.now());
      if (!result.ok) {
        io.err(`${command.email} is already an operator (see \`list\`; \`reset-mfa\` gives them a new link).`);
        return EXIT.refused;
      }
      printLink(io, command.email, result.token);
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
      printLink(io, command.email, result.token);
      return EXIT.ok;
    }
  }
}
