import "server-only";
import { DEFAULT_CHAT_SETTINGS } from "@/domain/settings/shop-settings";
import { database } from "../db/database";
import { listChatsWaitingSince, markChatToldDiscord } from "../db/queries/chat-conversations";
import { readSettingValue } from "../db/queries/shop-settings";
import { kickOutbox } from "../email/outbox-worker";
import { nonOverlapping } from "../jobs/non-overlapping";
import { queueDiscordPost } from "../notifications/discord-notices";

/*
 * The shop's Discord hears of a chat whose visitor has waited longer than the owner's setting,
 * once per wait (a reply ends it; the visitor's next unanswered message starts another). Every
 * instance runs the pass; marking the wait told is conditional, so only one posts it.
 */

async function discordAfterMinutes(): Promise<number> {
  const { db } = await database();
  const stored = await readSettingValue(db, "chat_discord_after_minutes");
  return typeof stored === "number" && Number.isInteger(stored) && stored >= 1
    ? stored
    : DEFAULT_CHAT_SETTINGS.discordAfterMinutes;
}

/** One pass: how many waits it told. */
export async function runChatNudges(now: Date = new Date()): Promise<number> {
  const { db } = await database();
  const minutes = await discordAfterMinutes();
  const waiting = await listChatsWaitingSince(db, new Date(now.getTime() - minutes * 60_000).toISOString());
  let told = 0;
  for (const conversation of waiting) {
    const waitingSince = conversation.waiting_since ?? "";
    const posted = await db.transaction().execute(async (trx) => {
      if (!(await markChatToldDiscord(trx, conversation.id, waitingSince, now.toISOString()))) return false;
      const waitingMinutes = Math.floor((now.getTime() - Date.parse(waitingSince)) / 60_000);
      await queueDiscordPost(trx, { kind: "chat-waiting", waitingMinutes, page: conversation.page_path, at: now }, now);
      return true;
    });
    if (posted) told += 1;
  }
  if (told > 0) kickOutbox();
  return told;
}

const CHAT_NUDGE_INTERVAL_MS = 30_000;
let timer: ReturnType<typeof setInterval> | undefined;
const tick = nonOverlapping(async () => {
  await runChatNudges();
}, "chat nudges failed");

/** Every 30 s on every instance; the pass is cheap (an indexed read) when nothing waits. */
export function startChatNudgeSchedule(): void {
  if (timer) return;
  timer = setInterval(() => void tick(), CHAT_NUDGE_INTERVAL_MS);
  timer.unref();
}
