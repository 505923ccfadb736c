"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { useFocusAfterCommit } from "@/components/ui/use-focus-after-commit";
import { MAX_REPLY_LENGTH, MAX_REPLY_SUBJECT_LENGTH } from "@/domain/admin/message-reply";
import { adminMessageReplyRoute } from "@/domain/api/admin-message-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { FormError } from "../form-error";
import { ScriptButton } from "../script-button";
import { MESSAGE_CONFIRM } from "./message-confirm";

const EMPTY_BODY = "Write the reply before sending it.";

/**
 * The reply to the sender: subject optional, text required. Sending is confirmed, then queued in
 * the outbox (202); the page refreshes to show the reply in the thread with its email's status.
 */
export function ReplyForm({ messageId, to, siteName }: { messageId: string; to: string; siteName: string }) {
  const router = useRouter();
  const errorId = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const focusAfterCommit = useFocusAfterCommit();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setBusy(true);
    const result = await callApi(adminMessageReplyRoute(messageId), {
      body,
      subject: subject.trim() === "" ? undefined : subject,
    });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setError(result.error.message);
      focusAfterCommit(() => bodyRef.current);
      return;
    }
    setSubject("");
    setBody("");
    setSent(true);
    router.refresh();
  };

  return (
    <>
      <form
        data-testid="admin-reply-form"
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          setSent(false);
          if (body.trim() === "") {
            setBodyError(EMPTY_BODY);
            bodyRef.current?.focus();
            return;
          }
          setBodyError(null);
          setConfirming(true);
        }}
      >
        <Field
          label="Subject (optional)"
          hint={`Sent as "Re: " and this subject; left empty, "Re: Your message to ${siteName}".`}
        >
          {(control) => (
            <input
              {...control}
              data-testid="admin-reply-subject"
              name="subject"
              maxLength={MAX_REPLY_SUBJECT_LENGTH}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field
          label="Reply"
          error={bodyError}
          errorTestId="admin-reply-body-error"
          invalid={error !== null}
          describedBy={errorId}
        >
          {(control) => (
            <textarea
              {...control}
              ref={bodyRef}
              data-testid="admin-reply-body"
              name="body"
              required
              rows={6}
              maxLength={MAX_REPLY_LENGTH}
              value={body}
              onChange={(event) => {
                setBody(event.target.value);
                if (bodyError && event.target.value.trim() !== "") setBodyError(null);
              }}
              className={controlClass({ multiline: true })}
            />
          )}
        </Field>
        <FormError id={errorId} message={error} />
        <div className="flex flex-wrap items-center gap-3">
          <ScriptButton type="submit" data-testid="admin-reply-submit" busy={busy}>
            Send reply
          </ScriptButton>
          <p role="status" data-testid="admin-reply-status" className="text-sm text-success">
            {sent ? "Reply queued in the outbox; it shows in the thread." : ""}
          </p>
        </div>
      </form>
      {confirming && (
        <ConfirmActionDialog
          testIds={MESSAGE_CONFIRM}
          focusConfirm
          title="Send this reply?"
          confirmLabel="Send reply"
          busy={busy}
          error={null}
          onConfirm={send}
          onClose={() => setConfirming(false)}
        >
          It goes by email to <span className="font-semibold">{to}</span>, with their message quoted below it.
        </ConfirmActionDialog>
      )}
    </>
  );
}
