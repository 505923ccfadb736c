"use client";

import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { DialogCloseButton } from "@/components/ui/dialog-close-button";
import { controlClass } from "@/components/ui/field";
import { wrapTab } from "@/components/ui/use-modal-dialog";
import { checkChatMessage, messageParts } from "@/domain/chat/chat-message";
import { ConfirmActionDialog } from "@/features/admin/confirm-action-dialog";
import type { ChatOrder } from "./chat-panel-store";
import { type ChatMessageView, useChatFeed } from "./use-chat-feed";

/*
 * The shop's own chat panel. Not modal: the visitor can keep browsing with it open (it stays across
 * pages and reloads, chat-panel-store.ts), but Tab stays inside it, Escape closes it and focus goes
 * back to where it was. Messages are text (React escapes them); a link is one only when staff
 * enabled links on that message (http(s) only, opened apart, never vouched for by the shop). New
 * messages are read out by the log's polite live region, "Support is typing…" by its own.
 */

const AUTHOR_NAMES: Record<ChatMessageView["author"], string> = {
  visitor: "You",
  staff: "RuneForge",
  system: "Note",
};

const BUBBLE: Record<ChatMessageView["author"], string> = {
  visitor: "ml-auto bg-gold/15 border-gold/40",
  staff: "mr-auto bg-stone-raised border-stone-line",
  system: "mx-auto bg-transparent border-transparent text-parchment-muted text-sm italic",
};

function MessageText({ message }: { message: ChatMessageView }) {
  // Each part keyed by where it starts in the message: the parts of one message never move.
  let offset = 0;
  const parts = messageParts(message.body, message.linksEnabled).map((part) => {
    const at = offset;
    offset += part.text.length;
    return { part, at };
  });
  return (
    <>
      {parts.map(({ part, at }) =>
        part.kind === "link" ? (
          <a
            key={at}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-gold underline"
          >
            {part.text}
          </a>
        ) : (
          <span key={at}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Asked when nobody answered within the operator's time: an email lets the reply reach a visitor who left. */
function EmailAsk({ giveEmail }: { giveEmail: (email: string) => Promise<string | null> }) {
  const [email, setEmail] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const refusalId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setRefusal(await giveEmail(email));
    setSending(false);
  };
  return (
    <form
      data-testid="chat-email-ask"
      // The shop's own words for a wrong address, read out beside the field, not the browser's bubble.
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mx-4 mb-2 rounded-lg border border-gold/40 bg-gold/10 p-3 text-sm"
    >
      <label htmlFor={fieldId}>No one has answered yet. Leave your email and we'll reply there.</label>
      <div className="mt-2 flex gap-2">
        <input
          id={fieldId}
          type="email"
          autoComplete="email"
          data-testid="chat-email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={refusal !== null}
          aria-describedby={refusal ? refusalId : undefined}
          className={controlClass({ spaced: false })}
        />
        <Button type="submit" variant="secondary" busy={sending} data-testid="chat-email-send" className="shrink-0">
          Save
        </Button>
      </div>
      {refusal && (
        <p id={refusalId} role="alert" data-testid="chat-email-refusal" className="mt-2 text-danger">
          {refusal}
        </p>
      )}
    </form>
  );
}

export type ChatPanelProps = {
  /** Text to start the field with (the checkout's "Order RF-…" line). */
  draft: string;
  /** The order the panel opened on: shown in its header, and its first message is about it. */
  order?: ChatOrder | null;
  notice?: "expired" | null;
  onClose: () => void;
  /** /api/chat cannot be reached: the caller closes the panel and opens the contact modal. */
  onUnreachable: () => void;
};

export function ChatPanel({ draft, order = null, notice = null, onClose, onUnreachable }: ChatPanelProps) {
  const feed = useChatFeed({ order });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(draft);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);
  const [endRefusal, setEndRefusal] = useState<string | null>(null);
  const newChatRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const refusalId = useId();
  const fieldId = useId();
  const endRefusalId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.show();
    fieldRef.current?.focus();
    return () => {
      const hadFocus = dialog.contains(document.activeElement);
      if (dialog.open) dialog.close();
      // Back to the Live chat button (or whatever opened the panel) when focus was in the panel.
      if (hadFocus && opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (feed.status === "unreachable") onUnreachable();
  }, [feed.status, onUnreachable]);

  const messageCount = feed.messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && messageCount > 0) log.scrollTop = log.scrollHeight;
  }, [messageCount]);

  // After End chat focus goes to "Start a new chat"; after a delete (or starting over), to the field.
  const conversation = feed.conversation;
  const previous = useRef(conversation);
  useEffect(() => {
    if (previous.current === conversation) return;
    const was = previous.current;
    previous.current = conversation;
    // Not when the visitor is elsewhere on the page (an operator closed the chat meanwhile).
    const focused = document.activeElement;
    if (focused && focused !== document.body && !dialogRef.current?.contains(focused)) return;
    if (conversation === "closed" && was === "open") newChatRef.current?.focus();
    if (conversation === "none") fieldRef.current?.focus();
  }, [conversation]);

  const endChat = async () => {
    setEnding(true);
    setEndRefusal(await feed.end());
    setEnding(false);
  };

  const deleteChat = async () => {
    setDeleting(true);
    const refused = await feed.remove();
    setDeleting(false);
    setDeleteRefusal(refused);
    if (!refused) setConfirmingDelete(false);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const check = checkChatMessage(text);
    if (!check.ok) {
      setRefusal(check.reason);
      return;
    }
    setSending(true);
    const refused = await feed.send(check.body);
    setSending(false);
    setRefusal(refused);
    if (!refused) setText("");
    fieldRef.current?.focus();
  };

  const onFieldKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; a key that ends an IME composition is the composition's.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        data-testid="chat-panel"
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onClose();
            return;
          }
          wrapTab(event);
        }}
        className="toast-in fixed inset-x-0 top-auto bottom-0 z-50 m-0 h-[min(34rem,85dvh)] w-full max-w-none flex-col rounded-t-2xl border border-stone-line bg-stone p-0 text-parchment shadow-2xl open:flex sm:left-auto sm:right-4 sm:bottom-4 sm:w-96 sm:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-3 border-b border-stone-line p-4">
          <div>
            <h2 id={titleId} className="font-display text-lg font-semibold">
              Live chat
            </h2>
            <p data-testid="chat-presence" className="text-sm text-parchment-muted">
              <span
                aria-hidden="true"
                className={`mr-1.5 inline-block size-2 rounded-full ${feed.teamOnline ? "bg-success" : "bg-parchment-muted"}`}
              />
              {feed.teamOnline ? "Team online" : "Team away: we reply when back"}
              {feed.typicalReply ? ` · ${feed.typicalReply}` : ""}
            </p>
            {order && (
              <p data-testid="chat-order" className="text-sm text-parchment">
                About order <span className="whitespace-nowrap font-semibold">{order.reference}</span>
              </p>
            )}
          </div>
          <DialogCloseButton label="Close the chat" onClick={onClose} testId="chat-close" />
        </div>

        {feed.conversation !== "none" && (
          <div className="flex flex-wrap items-center gap-2 border-b border-stone-line px-4 py-2">
            {feed.conversation === "open" && (
              <Button
                variant="quiet"
                pad={3}
                busy={ending}
                data-testid="chat-end"
                aria-describedby={endRefusal ? endRefusalId : undefined}
                onClick={() => void endChat()}
                className="text-sm"
              >
                End chat
              </Button>
            )}
            <Button
              variant="danger"
              pad={3}
              data-testid="chat-delete"
              onClick={() => {
                setDeleteRefusal(null);
                setConfirmingDelete(true);
              }}
              className="text-sm"
            >
              Delete conversation
            </Button>
            {endRefusal && (
              <p id={endRefusalId} role="alert" data-testid="chat-end-refusal" className="w-full text-sm text-danger">
                {endRefusal}
              </p>
            )}
          </div>
        )}

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label="Messages"
          data-testid="chat-messages"
          className="min-h-0 flex-1 overflow-y-auto p-4"
        >
          <ol className="flex flex-col gap-2">
            {notice === "expired" && (
              <li data-testid="chat-expired" className="rounded-lg border border-gold/40 bg-gold/10 px-3 py-2 text-sm">
                That link has expired. Write to us here.
              </li>
            )}
            {feed.status === "loading" && <li className="text-sm text-parchment-muted">Loading the conversation…</li>}
            {feed.status === "ready" && feed.messages.length === 0 && notice !== "expired" && (
              <li className="text-sm text-parchment-muted">
                Ask us anything: an order, a price, a delivery. No account needed.
              </li>
            )}
            {feed.messages.map((message) => (
              <li
                key={message.seq}
                data-testid="chat-message"
                data-author={message.author}
                className={`max-w-[85%] whitespace-pre-wrap break-words rounded-xl border px-3 py-2 ${BUBBLE[message.author]}`}
              >
                <span className="sr-only">{AUTHOR_NAMES[message.author]}: </span>
                <MessageText message={message} />
              </li>
            ))}
            {feed.conversation === "closed" && (
              <li data-testid="chat-ended" className="mx-auto text-sm text-parchment-muted italic">
                This chat has ended.
              </li>
            )}
          </ol>
        </div>

        {/* Always in the page, so the words are announced once when they appear, not each time staff type again. */}
        <p aria-live="polite" data-testid="chat-typing" className="min-h-5 px-4 text-sm text-parchment-muted italic">
          {feed.staffTyping && feed.conversation === "open" ? "Support is typing…" : ""}
        </p>

        {feed.askEmail && !feed.emailGiven && <EmailAsk giveEmail={feed.giveEmail} />}
        {feed.emailGiven && (
          <p data-testid="chat-email-given" className="mx-4 mb-2 text-sm text-parchment-muted">
            We have your email: if you leave, our reply reaches you there.
          </p>
        )}

        {feed.conversation === "closed" ? (
          <div className="border-t border-stone-line p-4">
            <button
              ref={newChatRef}
              type="button"
              data-testid="chat-new"
              onClick={feed.startOver}
              className={buttonClass({ className: "w-full" })}
            >
              Start a new chat
            </button>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="border-t border-stone-line p-4">
            <label htmlFor={fieldId} className="sr-only">
              Your message
            </label>
            <div className="flex items-end gap-2">
              <textarea
                ref={fieldRef}
                id={fieldId}
                data-testid="chat-field"
                rows={2}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  feed.typing();
                }}
                onKeyDown={onFieldKey}
                placeholder="Write a message"
                aria-invalid={refusal !== null}
                aria-describedby={refusal ? refusalId : undefined}
                className={controlClass({ multiline: true, spaced: false, className: "max-h-32 min-h-12 resize-none" })}
              />
              <Button type="submit" busy={sending} data-testid="chat-send" className="shrink-0">
                Send
              </Button>
            </div>
            {refusal && (
              <p id={refusalId} role="alert" data-testid="chat-refusal" className="mt-2 text-sm text-danger">
                {refusal}
              </p>
            )}
            <p className="mt-1 text-xs text-parchment-muted">Enter sends · Shift+Enter for a new line</p>
          </form>
        )}
      </dialog>
      {confirmingDelete && (
        <ConfirmActionDialog
          title="Delete this conversation?"
          confirmLabel="Delete conversation"
          busy={deleting}
          error={deleteRefusal}
          onConfirm={() => void deleteChat()}
          onClose={() => setConfirmingDelete(false)}
          testIds={{ dialog: "chat-delete-dialog", error: "chat-delete-refusal", confirm: "chat-delete-confirm" }}
          danger
          focusConfirm
        >
          <p>Every message goes, on our side too. This cannot be undone.</p>
        </ConfirmActionDialog>
      )}
    </>
  );
}
