/** Growing back-off for email delivery: 30 s, 1 min, 2 min … capped at 1 hour. It never gives up on a transient failure. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;

/** The wait after the `failedAttempts`-th failure; `firstRetryMs` is the operator's EMAIL_RETRY_FIRST_SECONDS. */
export function retryDelayMs(failedAttempts: number, firstRetryMs = FIRST_RETRY_MS): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(MAX_RETRY_MS, firstRetryMs * 2 ** Math.min(exponent, 20));
}

/** SMTP 5xx replies (bad recipient, policy refusal) will not get better by waiting; anything else might. */
export function isPermanentSmtpFailure(responseCode: number | undefined): boolean {
  return responseCode !== undefined && responseCode >= 500 && responseCode < 600;
}
