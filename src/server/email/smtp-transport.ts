import "server-only";
import { connect, type Socket } from "node:net";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { LOGO_CID, LOGO_PNG_BASE64 } from "@/emails/logo";
import { type InlinePart, mailArtParts, type ReadMailArt } from "./mail-art-parts";

export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** The HTML alternative; with it the email leaves as multipart/alternative, the logo inline. */
  html?: string;
  /** `<id@domain>`, the same on every try of one outbox email (src/domain/email/message-id.ts). */
  messageId: string;
};

/** What the outbox needs from a mail server; the error's responseCode tells a refusal from an outage. */
export type EmailTransport = { send(email: OutgoingEmail): Promise<void> };

export type SmtpError = Error & { responseCode?: number };

type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };

// A mail server that hangs must not hold the worker: fail fast and retry later.
const SMTP_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The longest one send may take before it is accepted or fails: the sum of the timeouts above, and
 * a deadline on the whole send, since the socket timeout only bounds each silence (a server may
 * trickle its replies) and the name lookup has none of its own. The outbox starts an email only
 * while its lease has this much left, and OUTBOX_LEASE_SECONDS must be longer
 * (src/domain/email/outbox-lease.ts).
 */
export const SMTP_SEND_WORST_CASE_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;

/** Tests shorten the waits; the shop runs with the constants above. */
export type SmtpTransportOptions = { timeouts?: Partial<SmtpTimeouts>; deadlineMs?: number };

export function createSmtpTransport(smtpUrl: string, options: SmtpTransportOptions = {}): EmailTransport {
  const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  const deadlineMs = options.deadlineMs ?? SMTP_SEND_WORST_CASE_MS;
  // nodemailer is loaded on the first send: env.ts reads the constant above, and every command and
  // the server's start-up read env.ts, most of them never sending an email.
  let modules: Promise<[typeof import("nodemailer"), typeof SMTPTransport]> | undefined;
  return {
    async send(email) {
      modules ??= Promise.all([import("nodemailer"), import("nodemailer/lib/smtp-transport")]).then(
        ([nodemailer, transport]) => [nodemailer.default, transport.default] as const,
      ) as Promise<[typeof import("nodemailer"), typeof SMTPTransport]>;
      const [nodemailer, Transport] = await modules;
      const socket = socketWithDeadline(deadlineMs, timeouts.connectionTimeout);
      // The transport's own options, not createTransport(url, …), whose second argument is only
      // defaults for the message: the timeouts given there were never applied.
      const transporter = nodemailer.createTransport(
        new Transport({ url: smtpUrl, ...timeouts, getSocket: socket.open }),
      );
      try {
        await transporter.sendMail({
          from: email.from,
          to: email.to,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          subject: email.subject,
          text: email.text,
          ...htmlParts(email.html),
          messageId: email.messageId,
        });
      } finally {
        socket.done();
      }
    },
  };
}

/**
 * The HTML part and the inline parts its `cid:`s name: the logo when it shows it, and each line's
 * product picture once (src/server/email/mail-art-parts.ts). Nothing it does not show.
 */
export function htmlParts(
  html: string | undefined,
  readArt?: ReadMailArt,
): { html?: string; attachments?: InlinePart[] } {
  if (!html) return {};
  const logo: InlinePart[] = html.includes(`cid:${LOGO_CID}`)
    ? [{ filename: "logo.png", content: LOGO_PNG_BASE64, encoding: "base64", contentType: "image/png", cid: LOGO_CID }]
    : [];
  const art = mailArtParts(html, readArt);
  return { html: art.html, attachments: [...logo, ...art.attachments] };
}

/**
 * Opens the send's connection itself (nodemailer's getSocket) so that the send can be cut at its
 * deadline, wherever it stands: the socket is destroyed, nodemailer fails the send ("connection
 * closed unexpectedly"), and nothing reaches the server after that. A plain TCP connection;
 * nodemailer starts TLS on it as it would on its own (smtps:// at once, STARTTLS when offered).
 */
function socketWithDeadline(deadlineMs: number, connectionTimeoutMs: number) {
  let socket: Socket | undefined;
  /** Set while the socket is still connecting: fails the connection attempt. */
  let failConnecting: ((error: Error) => void) | undefined;
  let expired = false;
  const cut = () => new Error(`SMTP send cut after ${deadlineMs} ms`);
  const deadline = setTimeout(() => {
    expired = true;
    if (failConnecting) failConnecting(cut());
    // Once nodemailer holds the socket, a plain destroy: an error event on it could find no listener
    // once TLS wraps it, and nodemailer reports the close itself.
    else socket?.destroy();
  }, deadlineMs);
  const open: NonNullable<SMTPTransport.Options["getSocket"]> = (target, callback) => {
    if (expired) return callback(cut(), null);
    const port = Number(target.port) || (target.secure ? 465 : 587);
    const opened = connect({ host: target.host ?? "localhost", port });
    socket = opened;
    const fail = (error: Error) => {
      clearTimeout(connecting);
      failConnecting = undefined;
      opened.destroy();
      callback(error, null);
    };
    const connecting = setTimeout(() => fail(new Error("Connection timeout")), connectionTimeoutMs);
    failConnecting = fail;
    opened.once("error", fail);
    opened.once("connect", () => {
      clearTimeout(connecting);
      failConnecting = undefined;
      // From here nodemailer listens for the socket's errors.
      opened.off("error", fail);
      callback(null, { connection: opened });
    });
  };
  return {
    open,
    done: () => {
      clearTimeout(deadline);
      socket?.destroy();
    },
  };
}
