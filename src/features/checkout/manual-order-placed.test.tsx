// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const openLiveChat = vi.fn();
vi.mock("@/features/chat/live-chat", () => ({ openLiveChat: (...args: unknown[]) => openLiveChat(...args) }));

const { ManualOrderPlaced } = await import("./manual-order-placed");

afterEach(() => {
  cleanup();
  openLiveChat.mockReset();
});

describe("ManualOrderPlaced", () => {
  it("opens the live chat on the order, with its page's key as the proof the chat may name it", () => {
    const key = "abc_DEF-123".padEnd(43, "x");
    render(
      <ManualOrderPlaced
        placed={{
          kind: "manual",
          reference: "RF-ABCDEFGH",
          method: "zelle",
          totalCents: 17_400,
          steps: ["Send the payment"],
          orderPath: `/orders/RF-ABCDEFGH?k=${key}`,
        }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Open live chat" }));
    expect(openLiveChat).toHaveBeenCalledWith(
      expect.objectContaining({ origin: "checkout", order: { reference: "RF-ABCDEFGH", key } }),
    );
  });
});
