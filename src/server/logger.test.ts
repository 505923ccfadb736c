import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, errorMessage, redactEmails, serializeError } from "./logger";

function capture() {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  });
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe("createLogger", () => {
  it("writes one JSON object per entry with level, time, pid and message", () => {
    const lines = capture();
    createLogger("info").info({ orderRef: "RF-ABC123" }, "order placed");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pid: process.pid,
      orderRef: "RF-ABC123",
      msg: "order placed",
    });
  });

  it("keeps a newline in a value inside its string, so no entry can be forged", () => {
    const lines = capture();
    createLogger("info").info({ note: 'x\n{"level":"error","msg":"forged"}\n' }, "noted");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "").note).toBe('x\n{"level":"error","msg":"forged"}\n');
  });

  it("leaves out entries below its level", () => {
    const lines = capture();
    const logger = createLogger("warn");
    logger.info("hidden");
    logger.warn("shown");
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["shown"]);
  });

  it("logs an error as name, message, stack and cause, without the request data libraries attach", () => {
    const lines = capture();
    const cause = Object.assign(new Error("550 <ada@example.com>: mailbox unavailable"), {
      code: "EENVELOPE",
      rejected: ["ada@example.com"],
    });
    const error = Object.assign(new Error("could not send", { cause }), { raw: { customer_email: "ada@example.com" } });
    createLogger("info").error({ err: error }, "email refused");
    const entry = JSON.parse(lines[0] ?? "");
    expect(entry.err).toMatchObject({
      type: "Error",
      message: "could not send",
      stack: expect.stringContaining("logger.test.ts"),
      cause: { type: "Error", message: "550 <[email]>: mailbox unavailable", code: "EENVELOPE" },
    });
    expect(lines[0]).not.toContain("ada@example.com");
    expect(lines[0]).not.toContain("raw");
    expect(lines[0]).not.toContain("rejected");
  });
});

describe("serializeError", () => {
  it("stops after three causes, so a cycle cannot loop", () => {
    const error = new Error("a");
    (error as { cause?: unknown }).cause = error;
    let depth = 0;
    for (let node = serializeError(error).cause; node; node = node.cause) depth += 1;
    expect(depth).toBe(3);
  });

  it("describes a thrown non-error by its type", () => {
    expect(serializeError("boom ada@example.com")).toEqual({ type: "string", message: "boom [email]" });
  });
});

describe("redactEmails and errorMessage", () => {
  it("masks every address and leaves the rest", () => {
    expect(redactEmails("to <ada@example.com>, cc bob.o'neil+shop@mail.example.co.uk; ok")).toBe(
      "to <[email]>, cc [email]; ok",
    );
    expect(redactEmails("connect ECONNREFUSED 127.0.0.1:5432")).toBe("connect ECONNREFUSED 127.0.0.1:5432");
    expect(redactEmails("ünï@exämple.de")).toBe("[email]");
  });

  it("caps a long message", () => {
    expect(errorMessage(new Error("x".repeat(10_000))).length).toBeLessThan(4_010);
  });
});

describe("redactEmails on hostile input", () => {
  it("stays fast on a long run of address characters with no @ (no quadratic backtracking)", () => {
    const started = performance.now();
    redactEmails(`${"x".repeat(200_000)} ${"a.".repeat(50_000)}@`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
