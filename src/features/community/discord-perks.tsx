import { Bell, Gift, Headphones, MessagesSquare, Trophy, Users } from "lucide-react";
import { cardClass } from "@/components/ui/card";

const PERKS = [
  {
    icon: Headphones,
    title: "Support from real people",
    text: "Ask about an order, a price or a requirement and get an answer from our team, day or night.",
  },
  {
    icon: Bell,
    title: "Order updates",
    text: "Follow a service from start to finish with progress posts and screenshots in your private ticket.",
  },
  {
    icon: Gift,
    title: "Giveaways and member deals",
    text: "Weekly gold giveaways and discount codes that only members see.",
  },
  {
    icon: Trophy,
    title: "Drop and achievement showcase",
    text: "Capes, pets and purples our players have earned on customers' accounts, shared as they happen.",
  },
  {
    icon: MessagesSquare,
    title: "Guides and game talk",
    text: "Gear advice, boss tips and update news from players who do this every day.",
  },
  { icon: Users, title: "A friendly community", text: "Thousands of OSRS players, clear rules and active moderators." },
] as const;

export function DiscordPerks() {
  return (
    <ul data-testid="discord-perks" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {PERKS.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cardClass({ className: "p-5" })}>
          <Icon aria-hidden="true" className="size-7 text-gold" />
          <h2 className="mt-3 font-display text-lg font-semibold text-parchment">{title}</h2>
          <p className="mt-1 text-sm text-parchment-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
