import { MessageCircle } from "lucide-react";

/** The Live chat button's icon, for a server component to draw and hand to LiveChatLauncher. */
export const LIVE_CHAT_ICON = <MessageCircle aria-hidden="true" className="size-5 text-gold" />;
