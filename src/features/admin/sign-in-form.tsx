"use client";

import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { ADMIN_SIGN_IN_ROUTE } from "@/domain/api/admin-auth-routes";
import { FormError } from "./form-error";
import { ScriptButton } from "./script-button";
import { useAdminSubmit } from "./use-admin-submit";

/**
 * Step 1: email and password. A full page load follows, so the layout reads the new session.
 * Folded away below them, a recovery code: both steps at once, for an operator whose email is
 * locked by someone else's failed passwords.
 */
export function SignInForm() {
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [recoveryCode, setRecoveryCode] = useState("");
  const { busy, error, submit } = useAdminSubmit(ADMIN_SIGN_IN_ROUTE, email.trim() === "" ? emailRef : passwordRef);
  const invalid = error !== null;

  return (
    <form
      data-testid="admin-sign-in-form"
      noValidate
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const code = recoveryCode.trim();
        const answer = await submit(code === "" ? { email, password } : { email, password, recoveryCode: code });
        if (answer) window.location.assign(answer.next);
        else setPassword("");
      }}
    >
      <Field label="Email" invalid={invalid} describedBy={errorId}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            data-testid="admin-email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      <Field label="Password" invalid={invalid} describedBy={errorId}>
        {(control) => (
          <input
            {...control}
            ref={passwordRef}
            data-testid="admin-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      <details className="text-sm text-parchment-muted">
        <summary className="min-h-11 cursor-pointer py-3 leading-5 underline underline-offset-4">
          Locked out? Sign in with a recovery code
        </summary>
        <Field label="Recovery code" invalid={invalid} describedBy={errorId}>
          {(control) => (
            <input
              {...control}
              data-testid="admin-sign-in-recovery"
              name="recoveryCode"
              autoComplete="one-time-code"
              spellCheck={false}
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
      </details>
      <FormError id={errorId} message={error} />
      <ScriptButton type="submit" size="lg" data-testid="admin-sign-in-submit" busy={busy}>
        Sign in
      </ScriptButton>
    </form>
  );
}
