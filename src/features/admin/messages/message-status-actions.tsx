"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { changeMessageStatus, MESSAGE_STATUSES, type MessageStatus } from "@/domain/admin/message-status";
import { adminMessageStatusRoute } from "@/domain/api/admin-message-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { MESSAGE_CONFIRM } from "./message-confirm";

const ACTION: Record<MessageStatus, { label: (from: MessageStatus) => string; explain: string }> = {
  new: { label: () => "New", explain: "" },
  open: {
    label: (from) => (from === "closed" ? "Reopen" : "Open"),
    explain: "The message moves to Open: an operator is on it.",
  },
  closed: { label: () => "Close", explain: "The message moves to Closed. It can be reopened later." },
};

/** Open, Close or Reopen: the moves the domain allows from the message's status, each confirmed. */
export function MessageStatusActions({ messageId, status }: { messageId: string; status: MessageStatus }) {
  const router = useRouter();
  const [asked, setAsked] = useState<MessageStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const moves = MESSAGE_STATUSES.filter((to) => changeMessageStatus(status, to).kind === "changed");

  const confirm = async (to: MessageStatus) => {
    setBusy(true);
    setError(null);
    const result = await callApi(adminMessageStatusRoute(messageId), { status: to });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setAsked(null);
    router.refresh();
  };

  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((to) => (
        <ScriptButton
          key={to}
          variant={to === "closed" ? "secondary" : "primary"}
          pad={4}
          data-testid={`admin-message-${to === "open" ? (status === "closed" ? "reopen" : "open") : "close"}`}
          onClick={() => {
            setError(null);
            setAsked(to);
          }}
        >
          {ACTION[to].label(status)}
        </ScriptButton>
      ))}
      {asked && (
        <ConfirmActionDialog
          testIds={MESSAGE_CONFIRM}
          focusConfirm
          title={`${ACTION[asked].label(status)} this message?`}
          confirmLabel={ACTION[asked].label(status)}
          busy={busy}
          error={error}
          onConfirm={() => confirm(asked)}
          onClose={() => setAsked(null)}
        >
          {ACTION[asked].explain}
        </ConfirmActionDialog>
      )}
    </div>
  );
}
