// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatState } from "@/domain/api/chat";
import { ChatPanel } from "./chat-panel";
import {
  chatPanelWasOpen,
  closeChatPanel,
  openChatPanel,
  openChatPanelFromAddress,
  useChatPanel,
} from "./chat-panel-store";
import {
  CHAT_POLL_MS,
  CHAT_SLOW_POLL_MS,
  CHAT_TYPING_EVERY_MS,
  CHAT_TYPING_SHOWN_MS,
  type ChatMessageView,
  mergeMessages,
} from "./use-chat-feed";

const AT = "2026-12-05T18:00:00.000Z";

function message(seq: number, author: ChatMessageView["author"], body: string, linksEnabled = false): ChatMessageView {
  return { seq, author, body, linksEnabled, at: AT };
}

function state(messages: ChatMessageView[], extra: Partial<ChatState> = {}): ChatState {
  const lastSeq = messages.at(-1)?.seq ?? 0;
  return {
    conversation: messages.length ? { open: true, emailGiven: false, lastSeq } : null,
    messages,
    teamOnline: true,
    typicalReply: "Usually replies within 5 minutes",
    askEmail: false,
    ...extra,
  };
}

type Call = { url: string; init?: RequestInit };
let calls: Call[] = [];

function serve(handler: (call: Call) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return handler(call);
    }),
  );
}

/** The browser's EventSource as the tests drive it: opened, fed events, or failed by hand. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
}

const stream = () => FakeEventSource.instances.at(-1);
const reads = () => calls.filter((call) => call.url.startsWith("/api/chat?"));
const posts = (url: string) => calls.filter((call) => call.url === url && call.init?.method === "POST");

/**
 * Under fake timers, lets a mocked answer's promises settle without moving the clock: each round
 * yields one real turn of the event loop, and a loaded machine can need more than one before the
 * answer is drawn.
 */
async function settleUntil(drawn: () => boolean) {
  for (let round = 0; round < 50 && !drawn(); round++) await act(() => vi.advanceTimersByTimeAsync(0));
  expect(drawn()).toBe(true);
}

const shows = (text: string) => () => screen.queryByText(text) !== null;

function renderPanel(props: Partial<Parameters<typeof ChatPanel>[0]> = {}) {
  const onClose = vi.fn();
  const onUnreachable = vi.fn();
  render(<ChatPanel draft="" onClose={onClose} onUnreachable={onUnreachable} {...props} />);
  return { onClose, onUnreachable };
}

beforeEach(() => {
  sessionStorage.clear();
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ChatPanel", () => {
  it("shows the conversation as text, a link only where staff enabled links, and the team's presence", async () => {
    serve(() =>
      Response.json(
        state([
          message(1, "visitor", "See <b>https://evil.example/x</b>"),
          message(2, "staff", "Read https://runeforge.example/faq please", true),
        ]),
      ),
    );
    renderPanel();
    const items = await screen.findAllByTestId("chat-message");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toBe("You: See <b>https://evil.example/x</b>");
    expect(items[0]?.querySelector("a")).toBeNull();
    const link = items[1]?.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://runeforge.example/faq");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.textContent).toBe("https://runeforge.example/faq");
    expect(items[1]?.textContent).toBe("RuneForge: Read https://runeforge.example/faq please");
    expect(screen.getByTestId("chat-presence").textContent).toContain("Team online · Usually replies within 5 minutes");
    expect(screen.getByTestId("chat-messages").getAttribute("aria-live")).toBe("polite");
    expect(calls[0]?.url).toBe("/api/chat?after=0");
    expect(screen.queryByTestId("chat-email-ask")).toBeNull();
  });

  it("sends on Enter, keeps Shift+Enter for a new line, and shows the message as stored", async () => {
    serve(({ init }) =>
      init?.method === "POST"
        ? Response.json({ message: message(1, "visitor", "Hello\nthere") }, { status: 201 })
        : Response.json(state([])),
    );
    renderPanel();
    const field = (await screen.findByTestId("chat-field")) as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: "Hello\nthere" } });
    fireEvent.keyDown(field, { key: "Enter", shiftKey: true });
    expect(calls.filter((call) => call.init?.method === "POST")).toHaveLength(0);
    fireEvent.keyDown(field, { key: "Enter" });
    await screen.findByTestId("chat-message");
    const post = calls.find((call) => call.init?.method === "POST");
    expect(post?.url).toBe("/api/chat/messages");
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({ body: "Hello\nthere" });
    expect(field.value).toBe("");
  });

  it("shows a refusal beside the field: the rule's own, and the server's", async () => {
    serve(({ init }) =>
      init?.method === "POST"
        ? Response.json({ code: "rate_limited", message: "You are writing faster than we can read." }, { status: 429 })
        : Response.json(state([])),
    );
    renderPanel({ draft: "   " });
    const field = await screen.findByTestId("chat-field");
    fireEvent.keyDown(field, { key: "Enter" });
    expect((await screen.findByTestId("chat-refusal")).textContent).toBe("Write a message first.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(field, { target: { value: "hi" } });
    fireEvent.click(screen.getByTestId("chat-send"));
    await waitFor(() =>
      expect(screen.getByTestId("chat-refusal").textContent).toBe("You are writing faster than we can read."),
    );
    expect((field as HTMLTextAreaElement).value).toBe("hi");
  });

  it("while the stream is down, asks for messages after the last one every few seconds, showing each once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let answer = state([message(1, "visitor", "Hi")]);
    serve(() => Response.json(answer));
    renderPanel();
    // Fake timers would stall testing-library's waitFor: the answers are awaited by settling instead.
    await settleUntil(shows("Hi"));
    answer = state([message(1, "visitor", "Hi"), message(2, "staff", "Hello! How can we help?")]);
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS - 10));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10));
    await settleUntil(shows("Hello! How can we help?"));
    expect(calls[1]?.url).toBe("/api/chat?after=1");
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(calls[2]?.url).toBe("/api/chat?after=2");
    expect(screen.getAllByTestId("chat-message")).toHaveLength(2);
  });

  it("asks the caller to fall back when /api/chat cannot be reached, but not for a refusal", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    const { onUnreachable } = renderPanel();
    await waitFor(() => expect(onUnreachable).toHaveBeenCalledOnce());
    cleanup();
    serve(() => new Response("bad gateway", { status: 502 }));
    const second = renderPanel();
    await waitFor(() => expect(second.onUnreachable).toHaveBeenCalledOnce());
    cleanup();
    serve(() => Response.json({ code: "bad_request:chat", message: "no" }, { status: 400 }));
    const third = renderPanel();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(third.onUnreachable).not.toHaveBeenCalled();
  });

  it("asks an email when the server says nobody answered in time, stores it, and closes on Escape", async () => {
    serve(({ init }) =>
      init?.method === "POST"
        ? Response.json({ emailGiven: true })
        : Response.json(state([message(1, "visitor", "anyone?")], { askEmail: true, teamOnline: false })),
    );
    const { onClose } = renderPanel();
    const ask = await screen.findByTestId("chat-email-ask");
    expect(ask.textContent).toContain("Leave your email and we'll reply there.");
    expect(screen.getByTestId("chat-presence").textContent).toContain("Team away");
    fireEvent.change(screen.getByTestId("chat-email"), { target: { value: "not an email" } });
    fireEvent.click(screen.getByTestId("chat-email-send"));
    expect((await screen.findByTestId("chat-email-refusal")).textContent).toContain("Enter an email address");
    expect(calls.some((call) => call.init?.method === "POST")).toBe(false);
    fireEvent.change(screen.getByTestId("chat-email"), { target: { value: " Zezima@Example.com " } });
    fireEvent.click(screen.getByTestId("chat-email-send"));
    await screen.findByTestId("chat-email-given");
    expect(screen.queryByTestId("chat-email-ask")).toBeNull();
    const post = calls.find((call) => call.init?.method === "POST");
    expect(post?.url).toBe("/api/chat/email");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ email: "zezima@example.com" });
    fireEvent.keyDown(screen.getByTestId("chat-field"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });
  it("takes messages from the stream once there is a conversation, once each, and polls slowly while it is up", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    serve(() => Response.json(state([message(1, "visitor", "Hi")])));
    renderPanel();
    await settleUntil(() => stream() !== undefined);
    expect(stream()?.url).toBe("/api/chat/stream");
    act(() => stream()?.open());
    act(() => {
      stream()?.emit("message", message(1, "visitor", "Hi"));
      stream()?.emit("message", message(2, "staff", "Hello! How can we help?"));
    });
    expect(screen.getAllByTestId("chat-message").map((item) => item.textContent)).toEqual([
      "You: Hi",
      "RuneForge: Hello! How can we help?",
    ]);
    // The stream is up: no reads at the 3 s tick, one at 15 s for the presence and the email ask.
    await act(() => vi.advanceTimersByTimeAsync(CHAT_SLOW_POLL_MS - CHAT_POLL_MS));
    expect(reads()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(reads()).toHaveLength(2);
    expect(reads()[1]?.url).toBe("/api/chat?after=2");
    // Down: the 3 s poll is back.
    act(() => stream()?.onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(reads()).toHaveLength(3);
  });

  it("opens no stream without a conversation, and one after the first message is stored", async () => {
    serve(({ init }) =>
      init?.method === "POST"
        ? Response.json({ message: message(1, "visitor", "First") }, { status: 201 })
        : Response.json(state([])),
    );
    renderPanel({ draft: "First" });
    await screen.findByText(/Ask us anything/);
    expect(FakeEventSource.instances).toHaveLength(0);
    fireEvent.click(screen.getByTestId("chat-send"));
    await screen.findByTestId("chat-message");
    // The stream opens in a passive effect, which may run after the message is on the screen.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  });

  it("re-reads the whole conversation on a conversation event, so links switched on show", async () => {
    let answer = state([message(1, "visitor", "Hi"), message(2, "staff", "See https://runeforge.example/faq")]);
    serve(() => Response.json(answer));
    renderPanel();
    await screen.findByText("See https://runeforge.example/faq");
    answer = state([message(1, "visitor", "Hi"), message(2, "staff", "See https://runeforge.example/faq", true)]);
    act(() => stream()?.emit("conversation", {}));
    await waitFor(() => expect(screen.getAllByTestId("chat-message")[1]?.querySelector("a")).not.toBeNull());
    expect(reads().at(-1)?.url).toBe("/api/chat?after=0");
    expect(screen.getAllByTestId("chat-message")).toHaveLength(2);
  });

  it("shows Support is typing for 5 s after staff typing, cleared by their message; says the visitor's typing every 2 s at most", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    serve(({ init }) =>
      init?.method === "POST" ? Response.json({ ok: true }) : Response.json(state([message(1, "visitor", "Hi")])),
    );
    renderPanel();
    await settleUntil(() => stream() !== undefined);
    const typing = screen.getByTestId("chat-typing");
    expect(typing.getAttribute("aria-live")).toBe("polite");
    expect(typing.textContent).toBe("");
    act(() => stream()?.emit("typing", { who: "visitor" }));
    expect(typing.textContent).toBe("");
    act(() => stream()?.emit("typing", { who: "staff" }));
    expect(typing.textContent).toBe("Support is typing…");
    await act(() => vi.advanceTimersByTimeAsync(CHAT_TYPING_SHOWN_MS - 1_000));
    act(() => stream()?.emit("typing", { who: "staff" }));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_TYPING_SHOWN_MS - 1_000));
    expect(typing.textContent).toBe("Support is typing…");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(typing.textContent).toBe("");
    act(() => stream()?.emit("typing", { who: "staff" }));
    act(() => stream()?.emit("message", message(2, "staff", "Yes?")));
    expect(typing.textContent).toBe("");

    const field = screen.getByTestId("chat-field");
    for (const value of ["h", "he", "hel"]) fireEvent.change(field, { target: { value } });
    expect(posts("/api/chat/typing")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(CHAT_TYPING_EVERY_MS));
    fireEvent.change(field, { target: { value: "hell" } });
    expect(posts("/api/chat/typing")).toHaveLength(2);
  });

  it("ends the chat (focus on Start a new chat), then starts over with an empty panel", async () => {
    serve(({ init }) =>
      init?.method === "POST" ? Response.json({ ok: true }) : Response.json(state([message(1, "visitor", "Hi")])),
    );
    renderPanel();
    await screen.findByTestId("chat-message");
    fireEvent.click(screen.getByTestId("chat-end"));
    await screen.findByTestId("chat-ended");
    expect(posts("/api/chat/end")).toHaveLength(1);
    expect(screen.queryByTestId("chat-field")).toBeNull();
    expect(screen.queryByTestId("chat-end")).toBeNull();
    const again = screen.getByTestId("chat-new");
    await waitFor(() => expect(document.activeElement).toBe(again));
    fireEvent.click(again);
    expect(screen.queryAllByTestId("chat-message")).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("chat-field")));
  });

  it("after starting over, reads meanwhile leave the ended conversation out until the next message starts one", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let answer = state([message(1, "visitor", "Hi")]);
    serve(({ init }) => (init?.method === "POST" ? Response.json({ ok: true }) : Response.json(answer)));
    renderPanel();
    await settleUntil(shows("Hi"));
    fireEvent.click(screen.getByTestId("chat-end"));
    await settleUntil(() => screen.queryByTestId("chat-new") !== null);
    // The cookie still names the ended conversation: the server answers it, closed, with its messages.
    answer = { ...state([message(1, "visitor", "Hi")]), conversation: { open: false, emailGiven: false, lastSeq: 1 } };
    fireEvent.click(screen.getByTestId("chat-new"));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_SLOW_POLL_MS));
    expect(reads().at(-1)?.url).toBe("/api/chat?after=0");
    expect(screen.queryAllByTestId("chat-message")).toHaveLength(0);
    expect(screen.queryByTestId("chat-ended")).toBeNull();
    expect(screen.getByTestId("chat-field")).toBeTruthy();
  });

  it("deletes the conversation only after the confirm dialog, and forgets every message", async () => {
    serve(({ init }) =>
      init?.method === "DELETE" ? Response.json({ ok: true }) : Response.json(state([message(1, "visitor", "Hi")])),
    );
    renderPanel();
    await screen.findByTestId("chat-message");
    fireEvent.click(screen.getByTestId("chat-delete"));
    const dialog = await screen.findByTestId("chat-delete-dialog");
    expect(dialog.textContent).toContain("This cannot be undone.");
    expect(calls.some((call) => call.init?.method === "DELETE")).toBe(false);
    fireEvent.click(screen.getByTestId("chat-delete-confirm"));
    await waitFor(() => expect(screen.queryByTestId("chat-delete-dialog")).toBeNull());
    expect(calls.find((call) => call.init?.method === "DELETE")?.url).toBe("/api/chat/end");
    expect(screen.queryAllByTestId("chat-message")).toHaveLength(0);
    expect(screen.queryByTestId("chat-delete")).toBeNull();
  });

  it("opened on an order: says so, and its first message carries the order, its key and the cart", async () => {
    serve(({ init }) =>
      init?.method === "POST"
        ? Response.json({ message: message(2, "visitor", "Paid") }, { status: 201 })
        : Response.json(state([])),
    );
    renderPanel({ draft: "Paid", order: { reference: "RF-ABCDEFGH", key: "k".repeat(43) } });
    expect(screen.getByTestId("chat-order").textContent).toBe("About order RF-ABCDEFGH");
    fireEvent.click(await screen.findByTestId("chat-send"));
    await screen.findByTestId("chat-message");
    fireEvent.change(screen.getByTestId("chat-field"), { target: { value: "Again" } });
    fireEvent.click(screen.getByTestId("chat-send"));
    await waitFor(() => expect(posts("/api/chat/messages")).toHaveLength(2));
    const [first, second] = posts("/api/chat/messages").map((call) => JSON.parse(String(call.init?.body)));
    expect(first).toMatchObject({ body: "Paid", orderReference: "RF-ABCDEFGH", orderKey: "k".repeat(43) });
    expect(first.cartUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.orderReference).toBeUndefined();
  });

  it("says an expired link has expired, where the visitor can write instead", async () => {
    serve(() => Response.json(state([])));
    renderPanel({ notice: "expired" });
    expect((await screen.findByTestId("chat-expired")).textContent).toBe("That link has expired. Write to us here.");
  });
});

describe("mergeMessages", () => {
  it("orders by number and keeps one of each", () => {
    const merged = mergeMessages(
      [message(1, "visitor", "a"), message(3, "visitor", "c")],
      [message(2, "staff", "b"), message(3, "visitor", "c")],
    );
    expect(merged.map((item) => item.seq)).toEqual([1, 2, 3]);
  });
});

describe("the panel's open state", () => {
  it("is kept in this tab's session storage, so the panel reopens after a reload", () => {
    openChatPanel({ draft: "Order RF-ABCDEFGH" });
    expect(chatPanelWasOpen()).toBe(true);
    closeChatPanel();
    expect(chatPanelWasOpen()).toBe(false);
  });
});

describe("the address asking for the panel", () => {
  afterEach(() => {
    closeChatPanel();
    window.history.replaceState(null, "", "/");
  });

  it("opens it on ?chat=open and ?chat=expired, and takes the parameter out of the address", () => {
    const panel = renderHook(() => useChatPanel());
    window.history.replaceState(null, "", "/osrs-gold?chat=expired&x=1#top");
    act(() => {
      expect(openChatPanelFromAddress()).toBe(true);
    });
    expect(panel.result.current).toMatchObject({ open: true, notice: "expired" });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/osrs-gold?x=1#top");
    act(() => closeChatPanel());
    window.history.replaceState(null, "", "/?chat=open");
    act(() => {
      expect(openChatPanelFromAddress()).toBe(true);
    });
    expect(panel.result.current).toMatchObject({ open: true, notice: null });
    expect(window.location.search).toBe("");
    window.history.replaceState(null, "", "/?chat=other");
    expect(openChatPanelFromAddress()).toBe(false);
  });
});
