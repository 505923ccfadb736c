"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { OPERATOR_ROLES, type OperatorRole, ROLE_LABELS } from "@/domain/admin/roles";
import { ADMIN_INVITE_ROUTE } from "@/domain/api/admin-staff-routes";
import { FormError } from "../form-error";
import { ScriptButton } from "../script-button";
import { useAdminSubmit } from "../use-admin-submit";
import { LinkOnce } from "./link-once";

/** Invite an operator by email with a role: the one-time link shown once, emailed through the outbox when asked. */
export function InviteForm() {
  const router = useRouter();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OperatorRole>("staff");
  const [send, setSend] = useState(false);
  const [invited, setInvited] = useState<{ email: string; link: string; emailed: boolean } | null>(null);
  const { busy, error, submit } = useAdminSubmit(ADMIN_INVITE_ROUTE, emailRef);
  return (
    <form
      noValidate
      data-testid="admin-invite-form"
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setInvited(null);
        const answer = await submit({ email, role, send });
        if (!answer) return;
        setInvited({ email: email.trim().toLowerCase(), link: answer.link, emailed: answer.emailed });
        setEmail("");
        router.refresh();
      }}
    >
      <h2 className="font-display text-xl text-parchment">Invite an operator</h2>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field label="Email" invalid={error !== null} describedBy={errorId}>
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="off"
              required
              data-testid="admin-invite-email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field label="Role" hint="Staff: orders, messages, customers, carts; refunds up to your limit.">
          {(control) => (
            <select
              {...control}
              name="role"
              data-testid="admin-invite-role"
              value={role}
              onChange={(event) => setRole(event.target.value as OperatorRole)}
              className={controlClass()}
            >
              {OPERATOR_ROLES.map((value) => (
                <option key={value} value={value}>
                  {ROLE_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-parchment">
        <input
          type="checkbox"
          data-testid="admin-invite-send"
          checked={send}
          onChange={(event) => setSend(event.target.checked)}
          className="size-5 accent-gold"
        />
        Also email the link to them
      </label>
      <FormError id={errorId} message={error} />
      <div>
        <ScriptButton type="submit" busy={busy} data-testid="admin-invite-submit">
          Invite
        </ScriptButton>
      </div>
      {invited && <LinkOnce {...invited} />}
    </form>
  );
}
