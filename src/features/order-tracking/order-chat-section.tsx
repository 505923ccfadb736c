import { chatTimeLabel, customerAuthorLabel, type OrderChat } from "@/domain/chat/order-chat";
import { OpenChatButton } from "./open-chat-button";

/**
 * The live chat about this order on its private page, as it stood when the page was rendered: the
 * customer's and the shop's words (never who at the shop), and a button into the chat panel, where
 * it goes on live. The page renders this only for an order that has a conversation.
 */
export function OrderChatSection({
  chats,
  siteName,
  canOpenChat,
}: {
  chats: readonly OrderChat[];
  siteName: string;
  canOpenChat: boolean;
}) {
  const messages = chats.flatMap((chat) =>
    chat.messages.map((message) => ({ ...message, key: `${chat.id}-${message.seq}` })),
  );
  return (
    <section
      aria-labelledby="order-chat-title"
      className="grid gap-3 rounded-[var(--radius-card)] border border-stone-line bg-stone p-4 sm:p-6"
      data-testid="order-chat"
    >
      <h2 id="order-chat-title" className="font-display text-2xl font-bold text-parchment">
        Your chat about this order
      </h2>
      <ol className="grid max-h-[28rem] gap-3 overflow-y-auto">
        {messages.map((message) => (
          <li
            key={message.key}
            className={`grid max-w-[85%] gap-1 rounded-lg px-3 py-2 ${
              message.author === "visitor" ? "justify-self-end bg-night/60" : "justify-self-start bg-stone-raised"
            }`}
            data-testid="order-chat-message"
            data-author={message.author}
          >
            <p className="text-xs text-parchment-muted">
              <span className="font-semibold text-parchment">{customerAuthorLabel(message.author, siteName)}</span> ·{" "}
              <time dateTime={message.at}>{chatTimeLabel(message.at)}</time>
            </p>
            <p className="whitespace-pre-wrap break-words">{message.body}</p>
          </li>
        ))}
      </ol>
      {canOpenChat ? (
        <div>
          <OpenChatButton />
        </div>
      ) : null}
    </section>
  );
}
