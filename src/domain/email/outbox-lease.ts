/*
 * The outbox's lease rule. A worker claims a batch of emails until `leaseUntil`; once the lease has
 * run out, another instance may claim the same emails and send them. So a worker starts an email
 * only while its lease still covers the longest a send can take: the email is then accepted or
 * given up on before anyone else may take it.
 */

/** True when a claim ending at `leaseUntilMs` still leaves `sendWorstCaseMs` at `nowMs` (all epoch ms): 120 000 left, 40 000 needed → true. */
export function leaseLeavesTimeToSend(leaseUntilMs: number, nowMs: number, sendWorstCaseMs: number): boolean {
  return leaseUntilMs - nowMs >= sendWorstCaseMs;
}

/** A lease no longer than the worst send could never send an email safely: start-up refuses it. */
export function isLeaseLongEnough(leaseMs: number, sendWorstCaseMs: number): boolean {
  return leaseMs > sendWorstCaseMs;
}
