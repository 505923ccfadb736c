import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from "./roles";

/*
 * `npm run operator -- COMMAND`: what the operator typed, parsed. The work is in
 * scripts/lib/operator-commands.ts.
 */

export type OperatorCommand =
  | { name: "help" }
  | { name: "list" }
  | { name: "disable"; email: string }
  /** `send`: also email the link to the operator, through the shop's outbox. */
  | { name: "reset-mfa"; email: string; send: boolean }
  | { name: "create"; email: string; send: boolean; role: OperatorRole };

export const OPERATOR_HELP = `npm run operator -- COMMAND

  create EMAIL [--send] [--role owner|staff]
                    add an operator (an owner unless --role staff); prints a one-time
                    enrolment link, valid 24 hours; with --send the shop also emails it
                    to them (the running shop sends it)
  list              every operator with their role and status
  disable EMAIL     stop an operator for good: no sign-in, every session ended
  reset-mfa EMAIL [--send]
                    for a lost phone: forget the authenticator and recovery codes, end every
                    session, print a new enrolment link (password and app chosen again)
  help              this text

Exit codes: 0 done, 1 refused (unknown or existing operator), 2 usage, 3 could not run.`;

export type ParsedOperatorCommand = { ok: true; command: OperatorCommand } | { ok: false; message: string };

/** A plain address check: the operator types their colleagues' emails, not visitors. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseOperatorCommand(argv: readonly string[]): ParsedOperatorCommand {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    return { ok: true, command: { name: "help" } };
  }
  if (name === "list") {
    return rest.length === 0 ? { ok: true, command: { name } } : { ok: false, message: "list takes no arguments." };
  }
  if (name === "create" || name === "disable" || name === "reset-mfa") {
    const send = name !== "disable" && rest.includes("--send");
    let words = send ? rest.filter((word) => word !== "--send") : rest;
    let role: OperatorRole = "owner";
    const roleAt = name === "create" ? words.indexOf("--role") : -1;
    if (roleAt >= 0) {
      const given = words[roleAt + 1];
      if (!isOperatorRole(given)) return { ok: false, message: `--role takes ${OPERATOR_ROLES.join(" or ")}.` };
      role = given;
      words = words.filter((_, index) => index !== roleAt && index !== roleAt + 1);
    }
    const flag = words.find((word) => word.startsWith("--"));
    if (flag) return { ok: false, message: `${name} does not take ${flag}.` };
    if (words.length !== 1) return { ok: false, message: `${name} takes one email address.` };
    const email = (words[0] ?? "").trim().toLowerCase();
    if (email.length > 254 || !EMAIL.test(email))
      return { ok: false, message: `"${words[0]}" is not an email address.` };
    if (name === "disable") return { ok: true, command: { name, email } };
    return { ok: true, command: name === "create" ? { name, email, send, role } : { name, email, send } };
  }
  return { ok: false, message: `Unknown command "${name}".` };
}
