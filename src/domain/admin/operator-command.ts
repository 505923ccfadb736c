/*
 * `npm run operator -- COMMAND`: what the operator typed, parsed. The work is in
 * scripts/lib/operator-commands.ts.
 */

export type OperatorCommand =
  | { name: "help" }
  | { name: "list" }
  | { name: "disable"; email: string }
  /** `send`: also email the link to the operator, through the shop's outbox. */
  | { name: "create" | "reset-mfa"; email: string; send: boolean };

export const OPERATOR_HELP = `npm run operator -- COMMAND

  create EMAIL [--send]
                    add an operator; prints a one-time enrolment link, valid 24 hours;
                    with --send the shop also emails it to them (the running shop sends it)
  list              every operator with their status
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
    const words = send ? rest.filter((word) => word !== "--send") : rest;
    const flag = words.find((word) => word.startsWith("--"));
    if (flag) return { ok: false, message: `${name} does not take ${flag}.` };
    if (words.length !== 1) return { ok: false, message: `${name} takes one email address.` };
    const email = (words[0] ?? "").trim().toLowerCase();
    if (email.length > 254 || !EMAIL.test(email))
      return { ok: false, message: `"${words[0]}" is not an email address.` };
    return { ok: true, command: name === "disable" ? { name, email } : { name, email, send } };
  }
  return { ok: false, message: `Unknown command "${name}".` };
}
