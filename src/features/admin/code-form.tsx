"use client";

import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { ADMIN_CODE_ROUTE } from "@/domain/api/admin-auth-routes";
import { FormError } from "./form-error";
import { ScriptButton } from "./script-button";
import { useAdminSubmit } from "./use-admin-submit";

/** Step 2: the authenticator app's code, or one of the recovery codes. */
export function CodeForm() {
  const errorId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const { busy, error, submit } = useAdminSubmit(ADMIN_CODE_ROUTE, codeRef);

  return (
    <form
      data-testid="admin-code-form"
      noValidate
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await submit({ code });
        if (answer) window.location.assign(answer.next);
      }}
    >
      <Field
        label="Code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        invalid={error !== null}
        describedBy={errorId}
      >
        {(control) => (
          <input
            {...control}
            ref={codeRef}
            data-testid="admin-code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={controlClass({ numeric: true })}
          />
        )}
      </Field>
      <FormError id={errorId} message={error} />
      <ScriptButton type="submit" size="lg" data-testid="admin-code-submit" busy={busy}>
        Verify
      </ScriptButton>
    </form>
  );
}
