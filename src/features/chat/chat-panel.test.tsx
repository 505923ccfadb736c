// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatState } from "@/domain/api/chat";
import { ChatPanel } from "./chat-panel";
import { chatPanelWasOpen, closeChatPanel, openChatPanel } from "./chat-panel-store";
import { CHAT_POLL_MS, type ChatMessageView, mergeMessages } from "./use-chat-feed";

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

function renderPanel(props: Partial<Parameters<typeof ChatPanel>[0]> = {}) {
  const onClose = vi.fn();
  const onUnreachable = vi.fn();
  render(<ChatPanel draft="" onClose={onClose} onUnreachable={onUnreachable} {...props} />);
  return { onClose, onUnreachable };
}

beforeEach(() => {
  sessionStorage.clear();
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

  it("asks for messages after the last one every few seconds, showing each once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let answer = state([message(1, "visitor", "Hi")]);
    serve(() => Response.json(answer));
    renderPanel();
    // Fake timers would stall testing-library's waitFor: the answers are awaited by advancing instead.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Hi")).toBeTruthy();
    answer = state([message(1, "visitor", "Hi"), message(2, "staff", "Hello! How can we help?")]);
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS - 10));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText("Hello! How can we help?")).toBeTruthy();
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
