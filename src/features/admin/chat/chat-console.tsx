"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { controlClass } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { StatusBadge } from "@/components/ui/status-badge";
import { Toast } from "@/components/ui/toast";
import { formatOrderMoney } from "@/domain/admin/order-money";
import type { ConsoleConversation, ConsoleDetail, ConsoleList } from "@/domain/api/admin-chat";
import {
  adminChatActionRoute,
  adminChatLinksRoute,
  adminChatMessageRoute,
  adminChatTranscriptRoute,
  adminChatTransferRoute,
  adminChatTypingRoute,
} from "@/domain/api/admin-chat-routes";
import { chimeWav, offersLinks, TYPING_SEND_EVERY_MS, titleWithWaiting, waitedFor } from "@/domain/chat/chat-console";
import { CHAT_MESSAGE_MAX_LENGTH, messageParts } from "@/domain/chat/chat-message";
import { lineLabel } from "@/domain/orders/line-label";
import { callApi } from "@/features/network/call-api";
import { formatAdminTime } from "../admin-time";
import { CannedRepliesEditor } from "./canned-replies-editor";
import { useChatConsole } from "./use-chat-console";

/*
 * /admin/chat: the open conversations (newest activity first) beside the selected one's messages
 * and reply box; claim, transfer, close; canned replies to insert. A new conversation plays a short
 * chime once the operator has touched the page (browsers refuse sound before), and the tab's title
 * counts the conversations waiting for an answer. Beside the conversation: the page the visitor
 * is on, their cart as their browser stored it, and their orders. From 1024 px the list and the
 * conversation sit side by side; below, they stack.
 */

type Notify = (text: string) => void;

/** A message's text; its links clickable only once staff made them so, and then never as the shop's own. */
function MessageText({ body, linksEnabled }: { body: string; linksEnabled: boolean }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {messageParts(body, linksEnabled).map((part, index) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never move.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-gold underline underline-offset-2"
            data-testid="admin-chat-link"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** The visitor beside the conversation: where they are, what their cart holds, what they ordered. */
function VisitorAside({ detail }: { detail: ConsoleDetail }) {
  const { conversation, cart, orders } = detail;
  return (
    <aside aria-label="The visitor" className="grid content-start gap-4 text-sm" data-testid="admin-chat-visitor">
      <section className="grid gap-1">
        <h3 className="font-semibold text-parchment">On the page</h3>
        <p className="break-words text-parchment-muted" data-testid="admin-chat-page">
          {conversation.pagePath ?? "unknown"}
        </p>
      </section>
      <section className="grid gap-1" data-testid="admin-chat-cart">
        <h3 className="font-semibold text-parchment">Cart</h3>
        {cart && cart.lines.length > 0 ? (
          <>
            <ul className="grid gap-1 text-parchment">
              {cart.lines.map((line) => (
                <li
                  key={`${line.name}-${line.subName ?? ""}`}
                  className="flex justify-between gap-2"
                  data-testid="admin-chat-cart-line"
                >
                  <span className="break-words">{lineLabel(line)}</span>
                  <span className="whitespace-nowrap text-parchment-muted">
                    {formatOrderMoney(line.totalCents, "USD")}
                  </span>
                </li>
              ))}
            </ul>
            <p className="flex justify-between gap-2 border-t border-stone-line pt-1 text-parchment">
              <span>Total</span>
              <span data-testid="admin-chat-cart-total">{formatOrderMoney(cart.totalCents, "USD")}</span>
            </p>
          </>
        ) : (
          <p className="text-parchment-muted">{cart ? "Empty" : "No cart known"}</p>
        )}
      </section>
      <section className="grid gap-1" data-testid="admin-chat-orders">
        <h3 className="font-semibold text-parchment">Orders</h3>
        {orders.length > 0 ? (
          <ul className="grid gap-1">
            {orders.map((order) => (
              <li
                key={order.id}
                className="flex flex-wrap items-center justify-between gap-x-2"
                data-testid="admin-chat-order"
              >
                <Link
                  href={`/admin/orders/${order.id}`}
                  className="font-semibold text-gold underline underline-offset-2"
                >
                  {order.reference}
                </Link>
                <span className="text-parchment-muted">
                  {order.linked ? "this chat · " : ""}
                  {order.status} · {formatOrderMoney(order.totalCents, order.currency)}
                </span>
                <span className="w-full text-xs text-parchment-muted">{formatAdminTime(order.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-parchment-muted">
            {conversation.email ? "None with this email" : "No order or email known"}
          </p>
        )}
      </section>
    </aside>
  );
}

function useChime() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const allowed = useRef(false);
  useEffect(() => {
    const allow = () => {
      allowed.current = true;
      if (!audio.current) {
        const blob = new Blob([chimeWav().slice().buffer], { type: "audio/wav" });
        audio.current = new Audio(URL.createObjectURL(blob));
      }
    };
    window.addEventListener("pointerdown", allow, { once: true });
    window.addEventListener("keydown", allow, { once: true });
    return () => {
      window.removeEventListener("pointerdown", allow);
      window.removeEventListener("keydown", allow);
      if (audio.current) URL.revokeObjectURL(audio.current.src);
    };
  }, []);
  return () => {
    if (!allowed.current || !audio.current) return;
    audio.current.currentTime = 0;
    audio.current.play().catch(() => undefined);
  };
}

function ConversationRow({
  conversation,
  selected,
  now,
  onSelect,
}: {
  conversation: ConsoleConversation;
  selected: boolean;
  now: Date;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        data-testid="admin-chat-conversation"
        data-conversation-id={conversation.id}
        className="grid w-full gap-1 rounded-lg border border-stone-line p-3 text-left hover:border-gold/60 aria-[current=true]:border-gold aria-[current=true]:bg-stone-raised"
      >
        <span className="flex flex-wrap items-center gap-2">
          {conversation.waitingSince ? (
            <StatusBadge tone="warning">Waiting {waitedFor(conversation.waitingSince, now)}</StatusBadge>
          ) : (
            <StatusBadge tone="success">Answered</StatusBadge>
          )}
          {conversation.orderReference && <StatusBadge tone="neutral">{conversation.orderReference}</StatusBadge>}
        </span>
        <span className="line-clamp-2 break-words text-parchment">
          {conversation.lastMessage ? conversation.lastMessage.body : "No messages yet"}
        </span>
        <span className="truncate text-xs text-parchment-muted">
          {conversation.pagePath ?? "page unknown"} ·{" "}
          {conversation.claimedBy ? `with ${conversation.claimedBy.email}` : "nobody has it"}
        </span>
      </button>
    </li>
  );
}

function ConversationPane({
  detail,
  list,
  onChanged,
  visitorTyping,
  notify,
}: {
  detail: ConsoleDetail;
  list: ConsoleList;
  onChanged: () => Promise<void>;
  visitorTyping: boolean;
  notify: Notify;
}) {
  const { conversation, messages } = detail;
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transferTo, setTransferTo] = useState("");
  const [confirmClose, setConfirmClose] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const thread = useRef<HTMLOListElement>(null);
  const mine = conversation.claimedBy?.id === list.me;
  const open = conversation.status === "open";
  const typingSentAt = useRef(0);

  // The visitor's panel shows "Support is typing…": said at most every TYPING_SEND_EVERY_MS, lost ones do not matter.
  const sayTyping = () => {
    const now = Date.now();
    if (now - typingSentAt.current < TYPING_SEND_EVERY_MS) return;
    typingSentAt.current = now;
    void callApi(adminChatTypingRoute(conversation.id), {});
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives.
  useEffect(() => {
    thread.current?.scrollTo({ top: thread.current.scrollHeight });
  }, [messages.length]);

  const act = async (call: () => ReturnType<typeof callApi>) => {
    setBusy(true);
    setError(null);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) setError(answer.error.message);
    await onChanged();
    return answer.ok;
  };

  const transcript = async () => {
    setBusy(true);
    const answer = await callApi(adminChatTranscriptRoute(conversation.id), {});
    setBusy(false);
    notify(answer.ok ? `Transcript emailed to ${conversation.email ?? "the visitor"}.` : answer.error.message);
  };

  const send = async () => {
    if (reply.trim() === "") return;
    const sent = await act(() => callApi(adminChatMessageRoute(conversation.id), { body: reply }));
    if (sent) setReply("");
    box.current?.focus();
  };

  return (
    <Card className="grid gap-4 p-4 xl:grid-cols-[minmax(0,1fr)_15rem]" data-testid="admin-chat-pane">
      <div className="grid min-w-0 content-start gap-4">
        <div className="grid gap-1">
          <h2 className="font-display text-xl text-gold">
            {conversation.orderReference ? `About ${conversation.orderReference}` : "Conversation"}
          </h2>
          <p className="break-words text-sm text-parchment-muted">
            On {conversation.pagePath ?? "an unknown page"} · {conversation.email ?? "no email given"} ·{" "}
            <span data-testid="admin-chat-holder">
              {conversation.claimedBy ? `with ${mine ? "you" : conversation.claimedBy.email}` : "nobody has it"}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {open && !mine && (
            <Button
              variant="accent"
              pad={4}
              busy={busy}
              data-testid="admin-chat-claim"
              onClick={() => act(() => callApi(adminChatActionRoute(conversation.id, "claim"), {}))}
            >
              Take it
            </Button>
          )}
          {open && (
            <>
              <label className="grid text-sm text-parchment">
                Hand to
                <select
                  className={controlClass({ fullWidth: false })}
                  value={transferTo}
                  onChange={(event) => setTransferTo(event.target.value)}
                  data-testid="admin-chat-transfer-to"
                >
                  <option value="">Choose an operator</option>
                  {list.operators
                    .filter((operator) => operator.id !== conversation.claimedBy?.id)
                    .map((operator) => (
                      <option key={operator.id} value={operator.id}>
                        {operator.id === list.me ? "Me" : operator.email}
                      </option>
                    ))}
                </select>
              </label>
              <Button
                variant="secondary"
                pad={4}
                busy={busy}
                disabled={transferTo === ""}
                data-testid="admin-chat-transfer"
                onClick={async () => {
                  if (await act(() => callApi(adminChatTransferRoute(conversation.id), { operatorId: transferTo })))
                    setTransferTo("");
                }}
              >
                Hand over
              </Button>
              {confirmClose ? (
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-sm text-parchment">Close it for good?</span>
                  <Button
                    variant="danger"
                    pad={4}
                    busy={busy}
                    data-testid="admin-chat-close-confirm"
                    onClick={async () => {
                      await act(() => callApi(adminChatActionRoute(conversation.id, "close"), {}));
                      setConfirmClose(false);
                    }}
                  >
                    Close conversation
                  </Button>
                  <Button variant="ghost" pad={3} onClick={() => setConfirmClose(false)}>
                    Keep it open
                  </Button>
                </span>
              ) : (
                <Button variant="danger" pad={4} data-testid="admin-chat-close" onClick={() => setConfirmClose(true)}>
                  Close
                </Button>
              )}
            </>
          )}
          {conversation.email ? (
            <Button variant="secondary" pad={4} busy={busy} data-testid="admin-chat-transcript" onClick={transcript}>
              Email transcript
            </Button>
          ) : (
            <span className="text-sm text-parchment-muted">No email for a transcript</span>
          )}
        </div>
        {error && (
          <Notice tone="danger" data-testid="admin-chat-error">
            {error}
          </Notice>
        )}
        <ol
          ref={thread}
          aria-label="Messages"
          aria-live="polite"
          aria-relevant="additions"
          className="grid max-h-[28rem] min-h-40 content-start gap-2 overflow-y-auto rounded-lg border border-stone-line bg-night p-3"
          data-testid="admin-chat-messages"
        >
          {messages.map((message) => (
            <li
              key={message.seq}
              data-testid="admin-chat-message"
              data-author={message.author}
              className={`max-w-[85%] rounded-lg px-3 py-2 ${
                message.author === "staff"
                  ? "justify-self-end bg-stone-raised text-parchment"
                  : message.author === "system"
                    ? "justify-self-center text-sm italic text-parchment-muted"
                    : "justify-self-start border border-stone-line text-parchment"
              }`}
            >
              <MessageText body={message.body} linksEnabled={message.linksEnabled} />
              <p className="mt-1 text-xs text-parchment-muted">
                {message.author === "staff"
                  ? (message.operatorEmail ?? "Staff")
                  : message.author === "visitor"
                    ? "Visitor"
                    : "Shop"}{" "}
                · <time dateTime={message.at}>{new Date(message.at).toLocaleTimeString()}</time>
              </p>
              {offersLinks(message) && (
                <button
                  type="button"
                  className="mt-1 min-h-8 text-xs text-gold underline underline-offset-2 hover:text-parchment"
                  aria-pressed={message.linksEnabled}
                  data-testid="admin-chat-links-toggle"
                  onClick={() =>
                    act(() =>
                      callApi(adminChatLinksRoute(conversation.id), {
                        seq: message.seq,
                        enabled: !message.linksEnabled,
                      }),
                    )
                  }
                >
                  {message.linksEnabled ? "Make links plain text" : "Make links clickable"}
                </button>
              )}
            </li>
          ))}
        </ol>
        <p
          aria-live="polite"
          className="-mt-2 min-h-5 text-sm italic text-parchment-muted"
          data-testid="admin-chat-typing"
        >
          {visitorTyping && open ? "Visitor is typing…" : ""}
        </p>
        {open ? (
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            {list.canned.length > 0 && (
              <label className="grid text-sm text-parchment">
                Canned reply
                <select
                  className={controlClass()}
                  value=""
                  data-testid="admin-chat-canned"
                  onChange={(event) => {
                    const chosen = list.canned.find((canned) => canned.id === event.target.value);
                    if (chosen) setReply((text) => (text.trim() === "" ? chosen.body : `${text} ${chosen.body}`));
                    box.current?.focus();
                  }}
                >
                  <option value="">Insert a canned reply…</option>
                  {list.canned.map((canned) => (
                    <option key={canned.id} value={canned.id}>
                      {canned.title}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="grid text-sm text-parchment">
              Reply
              <textarea
                ref={box}
                className={controlClass({ multiline: true })}
                rows={3}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                value={reply}
                onChange={(event) => {
                  setReply(event.target.value);
                  if (event.target.value.trim() !== "") sayTyping();
                }}
                onKeyDown={(event) => {
                  // Enter sends, Shift+Enter is a new line, as in every chat.
                  if (event.key === "Enter" && !event.shiftKey) {
                    event.preventDefault();
                    void send();
                  }
                }}
                data-testid="admin-chat-reply"
              />
            </label>
            <Button type="submit" busy={busy} className="justify-self-end" data-testid="admin-chat-send">
              Send
            </Button>
          </form>
        ) : (
          <p className="text-parchment-muted">This conversation is closed.</p>
        )}
      </div>
      <VisitorAside detail={detail} />
    </Card>
  );
}

export function ChatConsole({
  initial,
  owner,
  initialSelected,
}: {
  initial: ConsoleList;
  owner: boolean;
  initialSelected: string | null;
}) {
  const chime = useChime();
  const { list, detail, selectedId, select, refresh, offline, live, visitorTyping } = useChatConsole(
    initial,
    chime,
    initialSelected,
  );
  const [toast, setToast] = useState<{ key: number; text: string } | null>(null);
  const notify: Notify = (text) => setToast({ key: Date.now(), text });

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 6_000);
    return () => clearTimeout(timer);
  }, [toast]);
  const [now, setNow] = useState(() => new Date());
  const waiting = list.conversations.filter((conversation) => conversation.waitingSince !== null).length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the waits are worded again at each poll.
  useEffect(() => setNow(new Date()), [list]);

  useEffect(() => {
    // Next.js and the live feed set the title too: put the count back whenever it changes.
    const apply = () => {
      const wanted = titleWithWaiting(document.title, waiting);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithWaiting(document.title, 0);
    };
  }, [waiting]);

  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      <section aria-labelledby="admin-chat-open" className="grid gap-3">
        <h2 id="admin-chat-open" className="text-lg text-parchment">
          Open conversations{" "}
          <span className="text-parchment-muted" data-testid="admin-chat-waiting">
            ({waiting} waiting)
          </span>
        </h2>
        {offline && <Notice tone="danger">The console cannot reach the shop. Trying again…</Notice>}
        <p className="sr-only" data-testid="admin-chat-live" data-live={live ? "yes" : "no"}>
          {live ? "Updates arrive live." : "Checking for updates every few seconds."}
        </p>
        {list.conversations.length === 0 ? (
          <p className="text-parchment-muted" data-testid="admin-chat-empty">
            No open conversations. New ones appear here by themselves.
          </p>
        ) : (
          <ul className="grid gap-2" data-testid="admin-chat-list">
            {list.conversations.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                selected={conversation.id === selectedId}
                now={now}
                onSelect={() => select(conversation.id)}
              />
            ))}
          </ul>
        )}
      </section>
      {detail ? (
        <ConversationPane
          key={detail.conversation.id}
          detail={detail}
          list={list}
          onChanged={refresh}
          visitorTyping={visitorTyping}
          notify={notify}
        />
      ) : (
        <Card className="p-4 text-parchment-muted">
          {selectedId ? "Loading the conversation…" : "Choose a conversation to read and answer it."}
        </Card>
      )}
      {owner && (
        <div className="lg:col-start-2">
          <CannedRepliesEditor replies={list.canned} onChanged={refresh} />
        </div>
      )}
      <Toast messageKey={toast?.key} dock="corner" data-testid="admin-chat-toast">
        {toast ? <span>{toast.text}</span> : null}
      </Toast>
    </div>
  );
}
