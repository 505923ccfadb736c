import { messageParts } from "./chat-message";

/*
 * The console's pure rules: which conversations are new since the last look (the sound), how long
 * a visitor has waited, in words, the sound itself (a short tone made here rather than fetched),
 * how long "typing" lasts, which messages offer clickable links, the visitor's cart as it stores
 * itself, and the transcript emailed to the visitor.
 */

/** "Visitor is typing…" stays this long after the visitor's last keystroke was heard. */
export const TYPING_SHOWN_MS = 5_000;
/** The reply box says "staff is typing" at most this often. */
export const TYPING_SEND_EVERY_MS = 2_000;
/** With the console's stream open, a slow read anyway: an event lost between instances is found. */
export const STREAM_FALLBACK_POLL_MS = 20_000;

/**
 * The conversations in `current` that were not in `known`. The first look (known null) finds none:
 * the sound is for what arrives while the console is open, not for what was there already.
 */
export function arrivedConversations(known: ReadonlySet<string> | null, current: readonly string[]): string[] {
  if (known === null) return [];
  return current.filter((id) => !known.has(id));
}

const WAITING = /\(\d+ waiting\) /;
const LIVE_COUNT = /^\(\d+\) /;

/**
 * The tab's title with the conversations waiting, "(2 waiting) Live chat | …", or without when
 * none wait. The back office's live feed keeps its own "(3) " in front (live-title.ts) and puts it
 * back whenever the title changes: this mark is worded apart and goes after it, so neither removes
 * the other's.
 */
export function titleWithWaiting(title: string, waiting: number): string {
  const base = title.replace(WAITING, "");
  if (waiting <= 0) return base;
  const live = LIVE_COUNT.exec(base)?.[0] ?? "";
  return `${live}(${waiting} waiting) ${base.slice(live.length)}`;
}

/** "just now", "4 min", "2 h 5 min": how long since `since`. */
export function waitedFor(since: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(since)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * A short two-note chime as a 16-bit mono PCM WAV file (8 kHz, ~0.25 s, ~4 KB): small enough to
 * make in the browser, so the console plays no file from anywhere.
 */
export function chimeWav(sampleRate = 8_000): Uint8Array {
  const notes = [880, 1320];
  const noteSamples = Math.round(sampleRate * 0.12);
  const samples = noteSamples * notes.length;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const note = notes[Math.floor(i / noteSamples)] ?? 880;
    const within = (i % noteSamples) / noteSamples;
    // Fades in and out within each note so it clicks neither at its start nor at its end.
    const envelope = Math.min(1, within * 20, (1 - within) * 5);
    const value = Math.sin((2 * Math.PI * note * i) / sampleRate) * envelope * 0.3;
    view.setInt16(44 + i * 2, Math.round(value * 32_767), true);
  }
  return bytes;
}

/** Whether the console offers "Make links clickable" on a message: a visitor's or staff's with an http(s) address. */
export function offersLinks(message: { author: "visitor" | "staff" | "system"; body: string }): boolean {
  if (message.author === "system") return false;
  return messageParts(message.body, true).some((part) => part.kind === "link");
}

/** The total of a cart's lines as the cart stores them (each line's totalPrice, in cents). */
export function storedCartTotal(lines: readonly { totalPrice: number }[]): number {
  return lines.reduce((sum, line) => sum + line.totalPrice, 0);
}

export type TranscriptMessage = { seq: number; author: "visitor" | "staff" | "system"; body: string; at: string };
export type TranscriptInput = {
  siteName: string;
  startedAt: string;
  orderReference: string | null;
  messages: readonly TranscriptMessage[];
};

/** Who wrote a message, as the visitor reads their transcript: staff stay "Support", never an address. */
export function transcriptAuthor(author: TranscriptMessage["author"]): string {
  return author === "visitor" ? "You" : author === "staff" ? "Support" : "Shop";
}

/** "2026-12-05 19:34 UTC": one time zone for everyone who reads it, whatever their clock. */
export function transcriptTime(at: string): string {
  const iso = new Date(at).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function transcriptSubject(input: Pick<TranscriptInput, "siteName" | "startedAt" | "orderReference">): string {
  const about = input.orderReference ? ` about ${input.orderReference}` : "";
  return `Your chat with ${input.siteName}${about} (${new Date(input.startedAt).toISOString().slice(0, 10)})`;
}

/** The transcript's subject and text part: every message with who wrote it and when, in order. */
export function transcriptEmail(input: TranscriptInput): { subject: string; text: string } {
  const lines = [
    `Here is your conversation with ${input.siteName}, as you asked. Times are UTC.`,
    ...(input.orderReference ? [`It is about order ${input.orderReference}.`] : []),
    "",
    ...input.messages.flatMap((message) => [
      `${transcriptAuthor(message.author)} · ${transcriptTime(message.at)}`,
      message.body,
      "",
    ]),
    "To write to us again, open the live chat on our site or answer this email.",
  ];
  return { subject: transcriptSubject(input), text: lines.join("\n") };
}
