"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { ADMIN_RECOVERY_CODES_ROUTE } from "@/domain/api/admin-staff-routes";
import { FormError } from "../form-error";
import { RecoveryCodes } from "../recovery-codes";
import { ScriptButton } from "../script-button";
import { useAdminSubmit } from "../use-admin-submit";

/** Ten new recovery codes for a current code from the app; the old ones stop working. Shown once. */
export function RenewCodesForm({ siteName, email }: { siteName: string; email: string }) {
  const router = useRouter();
  const errorId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const { busy, error, submit } = useAdminSubmit(ADMIN_RECOVERY_CODES_ROUTE, codeRef);
  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        siteName={siteName}
        email={email}
        heading="Your new recovery codes"
        intro="Your old codes no longer work."
      />
    );
  return (
    <form
      noValidate
      data-testid="admin-renew-codes-form"
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await submit({ code });
        if (!answer) return;
        setCodes(answer.recoveryCodes);
        router.refresh();
      }}
    >
      <h2 className="font-display text-xl text-parchment">Renew your recovery codes</h2>
      <p className="text-sm text-parchment-muted">
        Ten new codes replace all of yours, used or not. Type the code your authenticator app shows now.
      </p>
      <Field label="Code from the app" invalid={error !== null} describedBy={errorId}>
        {(control) => (
          <input
            {...control}
            ref={codeRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            data-testid="admin-renew-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={controlClass({ numeric: true })}
          />
        )}
      </Field>
      <FormError id={errorId} message={error} />
      <div>
        <ScriptButton type="submit" busy={busy} data-testid="admin-renew-submit">
          Renew codes
        </ScriptButton>
      </div>
    </form>
  );
}
