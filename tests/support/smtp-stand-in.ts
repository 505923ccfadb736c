import { SMTPServer } from "smtp-server";

/*
 * A mail server on 127.0.0.1 for the tests that follow an email to the wire: plain SMTP, no
 * authentication, every message handed whole to `onMessage` with the port it came in on.
 */

export type SmtpStandIn = { port: number; url: string; close: () => Promise<void> };

export async function startSmtpStandIn(
  port: number,
  onMessage: (raw: string, port: number) => void,
): Promise<SmtpStandIn> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        onMessage(data, port);
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", () => done()));
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
