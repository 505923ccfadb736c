// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatSettings } from "@/domain/shell/site-config";

const served: { chat: ChatSettings } = { chat: { provider: "shop" } };
vi.mock("@/features/runtime/client-config", () => ({
  fetchClientConfig: () => Promise.resolve({ gtmId: "", chat: served.chat }),
}));
const openContactModal = vi.fn();
vi.mock("@/features/contact/contact-store", () => ({ openContactModal }));
const openChatPanel = vi.fn();
vi.mock("./chat-panel-store", () => ({ openChatPanel }));

// Each test takes a fresh module: live-chat.ts keeps the page's chat in module state.
async function freshLiveChat() {
  vi.resetModules();
  return import("./live-chat");
}

beforeEach(() => {
  openContactModal.mockReset();
  openChatPanel.mockReset();
});

describe("openLiveChat", () => {
  it("opens the shop's own panel when the server runs it, asking which chat first when nobody has yet", async () => {
    served.chat = { provider: "shop" };
    const { openLiveChat } = await freshLiveChat();
    openLiveChat({ origin: "checkout", message: "Order RF-AB12CD34: $10.00 by Zelle" });
    await vi.waitFor(() =>
      expect(openChatPanel).toHaveBeenCalledWith({ draft: "Order RF-AB12CD34: $10.00 by Zelle", origin: "checkout" }),
    );
    expect(openContactModal).not.toHaveBeenCalled();
    openLiveChat();
    expect(openChatPanel).toHaveBeenCalledTimes(2);
  });

  it("still falls back to the contact modal with no chat at all", async () => {
    served.chat = { provider: "none" };
    const { openLiveChat } = await freshLiveChat();
    openLiveChat({ origin: "checkout" });
    await vi.waitFor(() => expect(openContactModal).toHaveBeenCalledWith("checkout-fallback"));
    expect(openChatPanel).not.toHaveBeenCalled();
  });
});
