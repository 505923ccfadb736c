import type { Metadata } from "next";
import { z } from "zod";
import { ChatConsole } from "@/features/admin/chat/chat-console";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { consoleList } from "@/server/chat/chat-console";

export const metadata: Metadata = { title: "Live chat" };

/**
 * The live chat's console: open conversations, the selected one's messages, the reply.
 * `?c=<id>` opens that conversation (the admin order page links to its chat so).
 */
export default async function AdminChatPage({ searchParams }: { searchParams: Promise<{ c?: string | string[] }> }) {
  const { operatorId, role } = await requireOperatorPage("chat");
  const initial = await consoleList(operatorId, new Date());
  const asked = z.uuid().safeParse((await searchParams).c);
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-gold">Live chat</h1>
      <ChatConsole initial={initial} owner={role === "owner"} initialSelected={asked.success ? asked.data : null} />
    </div>
  );
}
