/*
 * The console's pure rules: which conversations are new since the last look (the sound), how long
 * a visitor has waited, in words, and the sound itself, a short tone made here rather than fetched.
 */

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
