"use client";

import { useEffect, useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { groupedSecret, secretOfOtpauth } from "@/domain/admin/staff-display";
import type { AdminEnrolStartResponse } from "@/domain/api/admin-auth";
import { ADMIN_ENROL_CONFIRM_ROUTE, ADMIN_ENROL_START_ROUTE } from "@/domain/api/admin-auth-routes";
import { CopyButton } from "./copy-button";
import { FormError } from "./form-error";
import { RecoveryCodes } from "./recovery-codes";
import { ScriptButton } from "./script-button";
import { useAdminSubmit } from "./use-admin-submit";

const MIN_PASSWORD = 12;

/** The link's token sits after `#` (never sent to any server by the browser); null when absent. */
function tokenFromHash(): string | null {
  const match = /(?:^#|&)token=([A-Za-z0-9_-]{43})(?:&|$)/.exec(window.location.hash);
  return match?.[1] ?? null;
}

/** Enrolment: a password, then the app (QR code and its URI) confirmed by a first code, then the recovery codes. */
export function EnrolFlow({ siteName }: { siteName: string }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [secret, setSecret] = useState<AdminEnrolStartResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => setToken(tokenFromHash()), []);

  if (token === undefined) return null;
  if (token === null)
    return (
      <Notice tone="danger" className="p-4" data-testid="admin-enrol-no-link">
        This page needs the whole enrolment link. Open the link you were sent, or ask for a new one.
      </Notice>
    );
  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        siteName={siteName}
        email={null}
        heading="3. Keep your recovery codes"
        intro="You are enrolled."
      >
        <a
          href="/admin/sign-in"
          className="inline-flex min-h-11 items-center text-gold underline underline-offset-4"
          data-testid="admin-enrol-done"
        >
          Continue to sign in
        </a>
      </RecoveryCodes>
    );
  if (secret) return <ConfirmApp token={token} secret={secret} onDone={setCodes} />;
  return <ChoosePassword token={token} onDone={setSecret} />;
}

function ChoosePassword({ token, onDone }: { token: string; onDone: (secret: AdminEnrolStartResponse) => void }) {
  const errorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const { busy, error, submit } = useAdminSubmit(ADMIN_ENROL_START_ROUTE, passwordRef);

  return (
    <form
      data-testid="admin-enrol-password-form"
      noValidate
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await submit({ token, password });
        if (answer) onDone(answer);
      }}
    >
      <h2 className="font-display text-xl text-gold">1. Choose your password</h2>
      {/* The account's name, for the browser's password manager. */}
      <input type="hidden" autoComplete="username" name="username" />
      <Field
        label="New password"
        hint={`At least ${MIN_PASSWORD} characters. A passphrase from your password manager is best.`}
        invalid={error !== null}
        describedBy={errorId}
      >
        {(control) => (
          <input
            {...control}
            ref={passwordRef}
            data-testid="admin-new-password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      <FormError id={errorId} message={error} />
      <ScriptButton type="submit" size="lg" data-testid="admin-enrol-password-submit" busy={busy}>
        Continue
      </ScriptButton>
    </form>
  );
}

function ConfirmApp({
  token,
  secret,
  onDone,
}: {
  token: string;
  secret: AdminEnrolStartResponse;
  onDone: (codes: string[]) => void;
}) {
  const errorId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const { busy, error, submit } = useAdminSubmit(ADMIN_ENROL_CONFIRM_ROUTE, codeRef);
  const plain = secretOfOtpauth(secret.uri);

  return (
    <form
      data-testid="admin-enrol-app-form"
      noValidate
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await submit({ token, code });
        if (answer) onDone(answer.recoveryCodes);
      }}
    >
      <h2 className="font-display text-xl text-gold">2. Add the back office to your authenticator app</h2>
      <p className="text-parchment-muted">
        Scan the code with the app, or type the key beside it into the app (time-based, 6 digits).
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <div
          role="img"
          aria-label="QR code of the authenticator address"
          data-testid="admin-enrol-qr"
          className="size-56 rounded-lg bg-white p-2"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG our server drew from the otpauth URI (qrcode), no outside input
          dangerouslySetInnerHTML={{ __html: secret.qrSvg }}
        />
        {plain && (
          <div className="grid min-w-0 gap-2">
            <p className="text-sm text-parchment-muted">Key to type</p>
            <code
              data-testid="admin-enrol-secret"
              className="max-w-64 font-mono text-lg tracking-wider text-parchment [overflow-wrap:anywhere]"
            >
              {groupedSecret(plain)}
            </code>
            <CopyButton text={plain} label="Copy key" testId="admin-enrol-secret-copy" />
          </div>
        )}
      </div>
      <p className="text-sm text-parchment-muted">
        Address:{" "}
        <code data-testid="admin-enrol-uri" className="break-all text-parchment">
          {secret.uri}
        </code>
      </p>
      <Field label="First code from the app" invalid={error !== null} describedBy={errorId}>
        {(control) => (
          <input
            {...control}
            ref={codeRef}
            data-testid="admin-enrol-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={controlClass({ numeric: true })}
          />
        )}
      </Field>
      <FormError id={errorId} message={error} />
      <ScriptButton type="submit" size="lg" data-testid="admin-enrol-code-submit" busy={busy}>
        Confirm
      </ScriptButton>
    </form>
  );
}
