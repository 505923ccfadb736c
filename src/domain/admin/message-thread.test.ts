import { describe, expect, it } from "vitest";
import { assembleThread, type ThreadReply } from "./message-thread";

const message = {
  id: "m1",
  email: "zezima@example.com",
  text: "Hello",
  source: "contact",
  at: "2026-11-26T10:00:00.000Z",
};

function reply(id: string, at: string): ThreadReply {
  return { id, operatorId: "op", subject: "Re: x", text: id, at, emailId: `e-${id}`, emailStatus: "pending" };
}

describe("message thread", () => {
  it("puts the message first, then the replies oldest first", () => {
    const thread = assembleThread(message, [
      reply("r3", "2026-11-26T12:00:00.000Z"),
      reply("r1", "2026-11-26T10:30:00.000Z"),
      reply("r2", "2026-11-26T11:00:00.000Z"),
    ]);
    expect(thread.map((entry) => [entry.kind, entry.id])).toEqual([
      ["message", "m1"],
      ["reply", "r1"],
      ["reply", "r2"],
      ["reply", "r3"],
    ]);
  });

  it("orders replies of the same millisecond by id, whatever order they came in", () => {
    const at = "2026-11-26T10:30:00.000Z";
    const a = assembleThread(message, [reply("b", at), reply("a", at), reply("c", at)]);
    const b = assembleThread(message, [reply("c", at), reply("b", at), reply("a", at)]);
    expect(a.map((entry) => entry.id)).toEqual(["m1", "a", "b", "c"]);
    expect(b).toEqual(a);
  });

  it("is just the message when nobody has answered, and leaves its input alone", () => {
    expect(assembleThread(message, [])).toEqual([{ kind: "message", ...message }]);
    const replies = [reply("r2", "2026-11-26T11:00:00.000Z"), reply("r1", "2026-11-26T10:30:00.000Z")];
    assembleThread(message, replies);
    expect(replies.map((entry) => entry.id)).toEqual(["r2", "r1"]);
  });
});
