import { createServer, type Server, type Socket } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createSmtpTransport, type OutgoingEmail } from "@/server/email/smtp-transport";

/*
 * The SMTP transport against servers on loopback: a real one (smtp-server, with its built-in
 * self-signed certificate for TLS) and raw TCP servers that stall. A send must end, accepted or
 * failed, within its deadline, however the server drags it out: the outbox counts on that to
 * finish an email before its lease runs out.
 */

const EMAIL: OutgoingEmail = {
  from: "RuneForge <no-reply@runeforge.gg>",
  to: "reader@example.com",
  replyTo: "",
  subject: "Your order",
  text: "It is on its way.",
  messageId: "<0b9e6a8c-4f5d-4e0a-9c1b-2d3e4f5a6b7c@runeforge.gg>",
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

type Received = { data: string; secure: boolean };

/** With `stall`, the server reads the message and never answers it. */
async function startSmtpServer(options: SMTPServerOptions, received: Received[], stall = false): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...options,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (stall) return;
        received.push({ data, secure: session.secure });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** A TCP server that runs `onConnection` for each client; counts the connections the client closed. */
async function startRawServer(onConnection: (socket: Socket) => void): Promise<{ port: number; closed: () => number }> {
  let closed = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => {
      closed += 1;
      sockets.delete(socket);
    });
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(() => resolve(null)));
  });
  const address = server.address();
  return { port: typeof address === "object" && address ? address.port : 0, closed: () => closed };
}

async function timed(action: () => Promise<void>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await action();
    return { error: undefined, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

describe("the SMTP transport", () => {
  it.each([
    ["plain SMTP", { disabledCommands: ["STARTTLS", "AUTH"] }, "smtp", false],
    ["STARTTLS", { disabledCommands: ["AUTH"] }, "smtp", true],
    ["TLS from the start (smtps)", { secure: true, disabledCommands: ["AUTH"] }, "smtps", true],
  ] as const)("delivers over %s with the outbox's Message-ID", async (_name, options, scheme, secure) => {
    const received: Received[] = [];
    const port = await startSmtpServer({ ...options, disabledCommands: [...options.disabledCommands] }, received);
    // The test server's certificate is self-signed.
    const transport = createSmtpTransport(`${scheme}://127.0.0.1:${port}?tls.rejectUnauthorized=false`);
    await transport.send(EMAIL);
    expect(received).toHaveLength(1);
    expect(received[0]?.secure).toBe(secure);
    expect(received[0]?.data).toMatch(/^Message-ID: <0b9e6a8c-4f5d-4e0a-9c1b-2d3e4f5a6b7c@runeforge\.gg>\r?$/m);
    expect(received[0]?.data).toContain("It is on its way.");
  });

  it("applies its timeouts: a server that never greets fails the send after the greeting timeout", async () => {
    const silent = await startRawServer(() => {});
    const transport = createSmtpTransport(`smtp://127.0.0.1:${silent.port}`, {
      timeouts: { greetingTimeout: 300 },
      deadlineMs: 20_000,
    });
    const { error, ms } = await timed(() => transport.send(EMAIL));
    expect(String(error)).toMatch(/greeting/i);
    expect(ms).toBeLessThan(5_000);
  });

  it("cuts a send at its deadline when the server trickles its replies inside the socket timeout", async () => {
    // Greets, then answers EHLO with an endless multi-line reply, a line every 100 ms: the socket is
    // never silent long enough for its timeout, and the reply never ends.
    const trickling = await startRawServer((socket) => {
      socket.write("220 slow.example ESMTP\r\n");
      socket.once("data", () => {
        const timer = setInterval(() => socket.write("250-still thinking\r\n"), 100);
        socket.on("close", () => clearInterval(timer));
      });
    });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${trickling.port}`, { deadlineMs: 1_000 });
    const { error, ms } = await timed(() => transport.send(EMAIL));
    expect(error).toBeInstanceOf(Error);
    expect((error as { responseCode?: number }).responseCode).toBeUndefined();
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5_000);
    await expect.poll(() => trickling.closed()).toBe(1);
  });

  it.each([
    ["STARTTLS", { disabledCommands: ["AUTH"] }, "smtp"],
    ["smtps", { secure: true, disabledCommands: ["AUTH"] }, "smtps"],
  ] as const)(
    "cuts a send over %s at its deadline when the server never answers the message",
    async (_name, options, scheme) => {
      const received: Received[] = [];
      const port = await startSmtpServer(
        { ...options, disabledCommands: [...options.disabledCommands] },
        received,
        true,
      );
      const transport = createSmtpTransport(`${scheme}://127.0.0.1:${port}?tls.rejectUnauthorized=false`, {
        deadlineMs: 1_000,
      });
      const { error, ms } = await timed(() => transport.send(EMAIL));
      expect(error).toBeInstanceOf(Error);
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(5_000);
      expect(received).toHaveLength(0);
    },
  );
});
