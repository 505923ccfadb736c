import { describe, expect, it } from "vitest";
import { adminMessageReplyRoute, adminMessageStatusRoute } from "./admin-message-routes";
import { replyToMessageContract, setMessageStatusContract } from "./admin-messages";

describe("the inbox's routes", () => {
  it("put the message's id in the path, escaped, and are never retried", () => {
    expect(adminMessageStatusRoute("abc-1")).toMatchObject({
      method: "POST",
      path: "/api/admin/messages/abc-1/status",
      retry: false,
    });
    expect(adminMessageReplyRoute("a/b?c").path).toBe("/api/admin/messages/a%2Fb%3Fc/reply");
    expect(adminMessageReplyRoute("x").retry).toBe(false);
  });

  it("load their own contracts", async () => {
    expect(await adminMessageStatusRoute("x").load()).toBe(setMessageStatusContract);
    expect(await adminMessageReplyRoute("x").load()).toBe(replyToMessageContract);
  });
});
