import { type BrowserContext, type Cookie, expect, type Page } from "@playwright/test";
import { AdminEnrolPage } from "../pages/admin-enrol";
import { AdminSignInPage } from "../pages/admin-sign-in";
import { enrolPath, runOperatorCommand, totpCode } from "./operators";

/*
 * The back office's browser tests after admin-auth.e2e.ts: an operator made by the real CLI,
 * enrolled from its link and signed in with a TOTP code computed here, once per test file. The
 * session's cookie is kept, so later tests of the file start signed in without spending another
 * code (each code is accepted once).
 */

export type AdminOperator = { email: string; password: string; secret: string };

/**
 * The operator's enrolment link: `create`, or `reset-mfa` when the operator is already there. A
 * file's tests run in one worker; after a failed test Playwright starts a new worker, whose module
 * state is new but whose database file may be the same, so the file's operator enrols again rather
 * than failing every test after the first failure.
 */
async function enrolmentLink(databaseFile: string, email: string): Promise<string> {
  try {
    return await runOperatorCommand(databaseFile, "create", email);
  } catch (error) {
    if (!String(error).includes("is already an operator")) throw error;
    return runOperatorCommand(databaseFile, "reset-mfa", email);
  }
}

/** `npm run operator -- create`, then the enrolment page: password, the secret from the URI, the first code. */
export async function enrolOperator(page: Page, databaseFile: string, email: string, password: string) {
  const link = await enrolmentLink(databaseFile, email);
  const enrol = new AdminEnrolPage(page);
  await page.goto(enrolPath(link));
  await enrol.choosePassword(password);
  const secret = await enrol.secret();
  await enrol.confirm(totpCode(secret));
  await expect(enrol.recoveryCodes).toHaveCount(10);
  return { email, password, secret } satisfies AdminOperator;
}

/** Both sign-in steps, with the app's next code (the enrolment spent this step's); lands on /admin. */
export async function signInOperator(page: Page, operator: AdminOperator): Promise<void> {
  await new AdminSignInPage(page).signIn(
    operator.email,
    operator.password,
    totpCode(operator.secret, Date.now() + 30_000),
  );
}

/**
 * A signed-in operator's cookies for the file: enrolled and signed in the first time it is asked,
 * the same session handed to every later context.
 */
export function operatorSession(databaseFile: () => string, email: string, password: string) {
  let cookies: Cookie[] | null = null;
  return async (page: Page, context: BrowserContext): Promise<void> => {
    if (cookies) {
      await context.addCookies(cookies);
      return;
    }
    const operator = await enrolOperator(page, databaseFile(), email, password);
    await signInOperator(page, operator);
    cookies = await context.cookies();
  };
}

/*
 * For the inbox's tests (admin-messages.e2e.ts): signed in again with a recovery code per browser
 * context (the TOTP codes of one 30 s step are accepted once, and a test must not wait for the next).
 */

export type RecoveryOperator = {
  email: string;
  password: string;
  secret: string;
  recovery: string[];
  /** The TOTP code the enrolment took (accepted once: typed again, it is refused). */
  firstCode: string;
};

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
  const firstCode = totpCode(secret);
  await enrol.confirm(firstCode);
  await enrol.recoveryCodes.nth(9).waitFor();
  const recovery = await enrol.recoveryCodes.allTextContents();
  return { email, password, secret, recovery, firstCode };
}

/** Both sign-in steps with the operator's next unused recovery code; lands on /admin. */
export async function signInWithRecoveryCode(page: Page, operator: RecoveryOperator): Promise<void> {
  const code = operator.recovery.shift();
  if (!code) throw new Error("The operator has no recovery code left");
  await new AdminSignInPage(page).signIn(operator.email, operator.password, code);
}
