"use client";

import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { ADMIN_PASSWORD_MIN_LENGTH } from "@/domain/api/admin-auth";
import { ADMIN_PASSWORD_ROUTE } from "@/domain/api/admin-staff-routes";
import { FormError } from "../form-error";
import { ScriptButton } from "../script-button";
import { useAdminSubmit } from "../use-admin-submit";

/** The operator's own password: the current one, then the new; their other sessions end. */
export function PasswordForm({ email }: { email: string }) {
  const errorId = useId();
  const currentRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [done, setDone] = useState<number | null>(null);
  const { busy, error, submit } = useAdminSubmit(ADMIN_PASSWORD_ROUTE, currentRef);
  return (
    <form
      noValidate
      data-testid="admin-password-form"
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setDone(null);
        const answer = await submit({ current, next });
        if (!answer) return;
        setCurrent("");
        setNext("");
        setDone(answer.sessionsEnded);
      }}
    >
      <h2 className="font-display text-xl text-parchment">Change your password</h2>
      {/* The account's name, for the browser's password manager. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <Field label="Current password" invalid={error !== null} describedBy={errorId}>
        {(control) => (
          <input
            {...control}
            ref={currentRef}
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            data-testid="admin-password-current"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      <Field
        label="New password"
        hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters. Your other sessions end; this one stays.`}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            name="new-password"
            autoComplete="new-password"
            minLength={ADMIN_PASSWORD_MIN_LENGTH}
            required
            data-testid="admin-password-next"
            value={next}
            onChange={(event) => setNext(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      <FormError id={errorId} message={error} />
      <div>
        <ScriptButton type="submit" busy={busy} data-testid="admin-password-submit">
          Change password
        </ScriptButton>
      </div>
      {done !== null && (
        <Notice className="p-3 text-sm" role="status" data-testid="admin-password-done">
          Your password is changed.{" "}
          {done === 0 ? "You had no other sessions." : `${done} other ${done === 1 ? "session" : "sessions"} ended.`}
        </Notice>
      )}
    </form>
  );
}
