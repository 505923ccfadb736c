import { describe, expect, it } from "vitest";
import { orderQuestionThreads } from "./order-questions";

describe("an order page's questions", () => {
  it("keep their order, each with its own answers, oldest first", () => {
    const threads = orderQuestionThreads(
      [
        { id: "q1", message: "When do you start?", createdAt: "2026-12-05T10:00:00.000Z" },
        { id: "q2", message: "Can you use my own gear?", createdAt: "2026-12-05T11:00:00.000Z" },
      ],
      [
        { messageId: "q1", body: "Within the hour.", createdAt: "2026-12-05T10:30:00.000Z" },
        { messageId: "q1", body: "Started now.", createdAt: "2026-12-05T10:20:00.000Z" },
        { messageId: "other", body: "Not this order's.", createdAt: "2026-12-05T10:10:00.000Z" },
      ],
    );
    expect(threads).toEqual([
      {
        id: "q1",
        message: "When do you start?",
        sentAt: "2026-12-05T10:00:00.000Z",
        answers: [
          { body: "Started now.", sentAt: "2026-12-05T10:20:00.000Z" },
          { body: "Within the hour.", sentAt: "2026-12-05T10:30:00.000Z" },
        ],
      },
      { id: "q2", message: "Can you use my own gear?", sentAt: "2026-12-05T11:00:00.000Z", answers: [] },
    ]);
  });

  it("are none for an order nobody asked about", () => {
    expect(orderQuestionThreads([], [])).toEqual([]);
  });
});
