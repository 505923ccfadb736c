"use client";

import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { ADMIN_SIGN_IN_ROUTE } from "@/domain/api/admin-auth-routes";
import { FormError } from "./form-error";
import { ScriptButton } from "./script-button";
import { useAdminSubmit } from "./use-admin-submit";

/** Step 1: email and password. A full page load follows, so the layout reads the new session. */
export function SignInForm() {
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, submit } = useAdminSubmit(ADMIN_SIGN_IN_ROUTE, email.trim() === "" ? emailRef : passwordRef);
  const invalid = error !== null;

  return (
    <form
      data-testid="admin-sign-in-form"
      noValidate
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await submit({ email, password });
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
      <FormError id={errorId} message={error} />
      <ScriptButton type="submit" size="lg" data-testid="admin-sign-in-submit" busy={busy}>
        Sign in
      </ScriptButton>
    </form>
  );
}
