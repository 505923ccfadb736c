import type { Metadata } from "next";
import { ChatConsole } from "@/features/admin/chat/chat-console";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { consoleList } from "@/server/chat/chat-console";

export const metadata: Metadata = { title: "Live chat" };

/** The live chat's console: open conversations, the selected one's messages, the reply. */
export default async function AdminChatPage() {
  const { operatorId, role } = await requireOperatorPage("chat");
  const initial = await consoleList(operatorId, new Date());
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-gold">Live chat</h1>
      <ChatConsole initial={initial} owner={role === "owner"} />
    </div>
  );
}
