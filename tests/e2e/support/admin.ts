import type { Page } from "@playwright/test";
import { AdminEnrolPage } from "../pages/admin-enrol";
import { AdminSignInPage } from "../pages/admin-sign-in";
import { enrolPath, runOperatorCommand, totpCode } from "./operators";

/*
 * The inbox's tests (admin-messages.e2e.ts): an operator made by the real CLI and enrolled in the
 * browser, as admin-auth.e2e.ts does, then signed in again with a recovery code per browser context
 * (the TOTP codes of one 30 s step are accepted once, and a test must not wait for the next).
 */

export type RecoveryOperator = { email: string; password: string; secret: string; recovery: string[] };

/** `create EMAIL` through the CLI, then the enrolment page: password, the app's first code, the ten recovery codes. */
export async function enrolOperatorWithRecovery(
  page: Page,
  databaseUrl: string,
  email: string,
  password: string,
): Promise<RecoveryOperator> {
  const link = await runOperatorCommand(databaseUrl, "create", email);
  const enrol = new AdminEnrolPage(page);
  await page.goto(enrolPath(link));
  await enrol.choosePassword(password);
  const secret = await enrol.secret();
  await enrol.confirm(totpCode(secret));
  await enrol.recoveryCodes.nth(9).waitFor();
  const recovery = await enrol.recoveryCodes.allTextContents();
  return { email, password, secret, recovery };
}

/** Both sign-in steps with the operator's next unused recovery code; lands on /admin. */
export async function signInWithRecoveryCode(page: Page, operator: RecoveryOperator): Promise<void> {
  const code = operator.recovery.shift();
  if (!code) throw new Error("The operator has no recovery code left");
  await new AdminSignInPage(page).signIn(operator.email, operator.password, code);
}
