import { describe, expect, it } from "vitest";
import {
  inboxPageSchema,
  listMessagesContract,
  liveCountsSchema,
  replyToMessageContract,
  setMessageStatusContract,
} from "./admin-messages";

describe("the admin messages contracts", () => {
  it("reads the inbox's query string and refuses what it does not know", () => {
    expect(listMessagesContract.request.parse({ status: "new", limit: "5" })).toEqual({ status: "new", limit: 5 });
    expect(listMessagesContract.request.safeParse({ status: "deleted" }).success).toBe(false);
    expect(listMessagesContract.request.safeParse({ cursor: "' OR 1=1" }).success).toBe(false);
  });

  it("takes a known status only, nothing else", () => {
    expect(setMessageStatusContract.request.parse({ status: "closed" })).toEqual({ status: "closed" });
    expect(setMessageStatusContract.request.safeParse({ status: "spam" }).success).toBe(false);
    expect(setMessageStatusContract.request.safeParse({ status: "open", operatorId: "someone" }).success).toBe(false);
  });

  it("takes a reply's body and subject, never its addresses", () => {
    expect(replyToMessageContract.request.parse({ body: "On its way" })).toEqual({ body: "On its way" });
    expect(replyToMessageContract.request.safeParse({ body: "Hi", to: "other@example.com" }).success).toBe(false);
    expect(replyToMessageContract.request.safeParse({ body: "Hi", replyTo: "other@example.com" }).success).toBe(false);
  });

  it("describes a page of the inbox and the tab title's counts", () => {
    const page = {
      messages: [
        {
          id: "m1",
          email: "a@example.com",
          preview: "Hi",
          source: "contact",
          status: "new",
          createdAt: "2026-11-26T10:00:00.000Z",
          replyCount: 0,
          order: null,
        },
        {
          id: "m2",
          email: "b@example.com",
          preview: "When?",
          source: "order-page",
          status: "new",
          createdAt: "2026-11-26T10:00:00.000Z",
          replyCount: 0,
          order: { id: "o1", reference: "RF-ABCDEFGH" },
        },
      ],
      counts: { new: 1, open: 0, closed: 0 },
      nextCursor: null,
    };
    expect(inboxPageSchema.parse(page)).toEqual(page);
    expect(inboxPageSchema.safeParse({ ...page, counts: { new: -1, open: 0, closed: 0 } }).success).toBe(false);
    expect(liveCountsSchema.safeParse({ unseenPaidOrders: 1.5, newMessages: 0 }).success).toBe(false);
  });
});
