import "server-only";
import { z } from "zod";
import { database } from "../db/database";
import { type Listening, listenToChannel, notifyChannel } from "../db/notify-listener";
import { log } from "../log";
import { errorMessage } from "../logger";

/*
 * The live chat's events, heard by every instance within a moment: a message written, someone
 * typing, a conversation claimed, moved or closed. On PostgreSQL an event is a NOTIFY on one
 * channel, which one LISTEN connection per process hears (src/server/db/notify-listener.ts); on
 * SQLite there is one instance, and the event goes to this process's listeners. Listeners read the
 * messages themselves from the database, after the last number they passed on: an event only says
 * "look now", so a lost one delays nothing longer than the streams' own safety read, and a repeated
 * one shows nothing twice. Next bundles routes separately, so the state lives on globalThis.
 */

export const CHAT_CHANNEL = "runeforge_chat";

const chatEventSchema = z.object({
  kind: z.enum(["message", "typing", "conversation"]),
  conversationId: z.string().uuid(),
  seq: z.number().int().min(0).optional(),
  who: z.enum(["visitor", "staff"]).optional(),
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

export type ChatListener = (event: ChatEvent | { kind: "resync" }) => void;

type BusState = { listeners: Set<ChatListener>; listening: Listening | undefined };

const KEY = Symbol.for("runeforge.chat-bus");

function state(): BusState {
  const holder = globalThis as { [KEY]?: BusState };
  holder[KEY] ??= { listeners: new Set(), listening: undefined };
  return holder[KEY];
}

function deliver(event: ChatEvent | { kind: "resync" }): void {
  for (const listener of state().listeners) {
    try {
      listener(event);
    } catch (error) {
      log.warn({ reason: errorMessage(error) }, "a chat listener failed");
    }
  }
}

/** Tells every instance (this one included) of an event, once its transaction has committed. */
export async function publishChatEvent(event: ChatEvent): Promise<void> {
  const { db, dialect } = await database();
  if (dialect === "sqlite") {
    deliver(event);
    return;
  }
  try {
    await notifyChannel(db, CHAT_CHANNEL, JSON.stringify(event));
  } catch (error) {
    // The message is stored; streams find it at their next safety read.
    log.warn({ reason: errorMessage(error) }, "chat event not sent");
  }
}

/**
 * Listens to the chat's events; the first listener of a process opens its LISTEN connection (on
 * PostgreSQL), which stays open for the process's life. A (re)connection is passed on as `resync`:
 * listeners read back what they may have missed.
 */
export async function subscribeChat(listener: ChatListener): Promise<() => void> {
  const bus = state();
  bus.listeners.add(listener);
  const { dialect } = await database();
  if (dialect === "postgres" && !bus.listening) {
    bus.listening = listenToChannel(CHAT_CHANNEL, {
      onMessage: (payload) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch {
          return;
        }
        const event = chatEventSchema.safeParse(parsed);
        if (event.success) deliver(event.data);
      },
      onConnected: () => deliver({ kind: "resync" }),
    });
  }
  return () => {
    bus.listeners.delete(listener);
  };
}

/** Tests and shutdown: closes the LISTEN connection and forgets the listeners. */
export async function closeChatBus(): Promise<void> {
  const bus = state();
  bus.listeners.clear();
  const listening = bus.listening;
  bus.listening = undefined;
  await listening?.stop();
}
