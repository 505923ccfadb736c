import { startSmtpStandIn } from "../../support/smtp-stand-in";

/*
 * The mail relay of the cluster suite: one SMTP server per instance (each instance's SMTP_URL names
 * its own port), so every delivery is known by who sent it and when, and by its Message-ID, which
 * the outbox makes from the email's row (`<OUTBOX_ID@domain>`).
 */

export type Delivery = { port: number; messageId: string; at: number };

export type MailRecorder = { ports: number[]; deliveries: Delivery[]; close: () => Promise<void> };

export async function startMailRecorder(ports: number[]): Promise<MailRecorder> {
  const deliveries: Delivery[] = [];
  const servers = await Promise.all(
    ports.map((port) =>
      startSmtpStandIn(port, (raw, from) => {
        const messageId = /^message-id:\s*<([^>\r\n]+)>/im.exec(raw.slice(0, 16_384))?.[1] ?? "";
        deliveries.push({ port: from, messageId, at: Date.now() });
      }),
    ),
  );
  return {
    ports,
    deliveries,
    close: () => Promise.all(servers.map((server) => server.close())).then(() => undefined),
  };
}
