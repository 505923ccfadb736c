import { SMTPServer } from "smtp-server";

/*
 * The mail relay of the cluster suite: one SMTP server per instance (each instance's SMTP_URL names
 * its own port), so every delivery is known by who sent it and when, and by its Message-ID, which
 * the outbox makes from the email's row (`<OUTBOX_ID@domain>`).
 */

export type Delivery = { port: number; messageId: string; at: number };

export type MailRecorder = { ports: number[]; deliveries: Delivery[]; close: () => Promise<void> };

export async function startMailRecorder(ports: number[]): Promise<MailRecorder> {
  const deliveries: Delivery[] = [];
  const servers = ports.map(
    (port) =>
      new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, _session, callback) {
          let head = "";
          stream.on("data", (chunk: Buffer) => {
            if (head.length < 16_384) head += chunk.toString("utf8");
          });
          stream.on("end", () => {
            const messageId = /^message-id:\s*<([^>\r\n]+)>/im.exec(head)?.[1] ?? "";
            deliveries.push({ port, messageId, at: Date.now() });
            callback();
          });
        },
      }),
  );
  await Promise.all(
    servers.map((server, index) => new Promise<void>((done) => server.listen(ports[index], "127.0.0.1", () => done()))),
  );
  return {
    ports,
    deliveries,
    close: () => Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done())))).then(),
  };
}
