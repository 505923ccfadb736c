"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { controlClass } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { CANNED_TITLE_MAX, type CannedReply } from "@/domain/api/admin-chat";
import { ADMIN_CHAT_CANNED_CREATE_ROUTE, adminChatCannedEditRoute } from "@/domain/api/admin-chat-routes";
import { CHAT_MESSAGE_MAX_LENGTH } from "@/domain/chat/chat-message";
import { callApi } from "@/features/network/call-api";

/*
 * The owner's canned replies: each one's title and text to change or delete, and a new one to add
 * (last in the list). Shown to owners only; the server refuses staff's writes anyway. Every console
 * sees the change on its next poll.
 */

function CannedForm({ reply, onDone }: { reply: CannedReply | null; onDone: () => Promise<void> }) {
  const [title, setTitle] = useState(reply?.title ?? "");
  const [body, setBody] = useState(reply?.body ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (change: { title: string; body: string } | { delete: true }) => {
    setBusy(true);
    setError(null);
    const answer = reply
      ? await callApi(adminChatCannedEditRoute(reply.id), change)
      : await callApi(ADMIN_CHAT_CANNED_CREATE_ROUTE, change as { title: string; body: string });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    if (!reply) {
      setTitle("");
      setBody("");
    }
    await onDone();
  };

  return (
    <form
      className="grid gap-2 rounded-lg border border-stone-line p-3"
      data-testid={reply ? "admin-chat-canned-item" : "admin-chat-canned-new"}
      onSubmit={(event) => {
        event.preventDefault();
        void run({ title, body });
      }}
    >
      <label className="grid text-sm text-parchment">
        Title
        <input
          className={controlClass()}
          value={title}
          maxLength={CANNED_TITLE_MAX}
          required
          onChange={(event) => setTitle(event.target.value)}
          data-testid="admin-chat-canned-title"
        />
      </label>
      <label className="grid text-sm text-parchment">
        Text
        <textarea
          className={controlClass({ multiline: true })}
          rows={2}
          value={body}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          required
          onChange={(event) => setBody(event.target.value)}
          data-testid="admin-chat-canned-body"
        />
      </label>
      {error && <Notice tone="danger">{error}</Notice>}
      <div className="flex flex-wrap justify-end gap-2">
        {reply && (
          <Button type="button" variant="danger" pad={4} busy={busy} onClick={() => run({ delete: true })}>
            Delete
          </Button>
        )}
        <Button
          type="submit"
          variant={reply ? "secondary" : "accent"}
          pad={4}
          busy={busy}
          data-testid="admin-chat-canned-save"
        >
          {reply ? "Save" : "Add canned reply"}
        </Button>
      </div>
    </form>
  );
}

export function CannedRepliesEditor({
  replies,
  onChanged,
}: {
  replies: CannedReply[];
  onChanged: () => Promise<void>;
}) {
  return (
    <Card className="p-4">
      <details>
        <summary className="cursor-pointer text-lg text-parchment" data-testid="admin-chat-canned-editor">
          Canned replies ({replies.length})
        </summary>
        <div className="mt-3 grid gap-3">
          {replies.map((reply) => (
            <CannedForm key={`${reply.id}:${reply.title}:${reply.body}`} reply={reply} onDone={onChanged} />
          ))}
          <CannedForm reply={null} onDone={onChanged} />
        </div>
      </details>
    </Card>
  );
}
