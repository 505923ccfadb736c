import { Clock, Globe2, Handshake, ShieldCheck } from "lucide-react";
import { StepMark } from "@/components/ui/step-mark";

const STEPS = [
  {
    icon: ShieldCheck,
    title: "Pay securely",
    text: "Card, Apple Pay or Google Pay at checkout, or crypto and bank transfers through live chat.",
  },
  {
    icon: Globe2,
    title: "We arrange the meeting",
    text: "After payment we message you on live chat or email with a world and a quiet spot, usually the Grand Exchange.",
  },
  {
    icon: Handshake,
    title: "Trade in game",
    text: "Our trader sends a trade request to your character name; accept it and check the amount before you confirm.",
  },
  {
    icon: Clock,
    title: "Delivered as promised",
    text: "The order form tells you, before you pay, whether your amount is in stock and when it is delivered; your checkout and receipt repeat it.",
  },
] as const;

export function GoldDelivery() {
  return (
    <section aria-labelledby="gold-delivery-heading">
      <h2 id="gold-delivery-heading" className="font-display text-2xl font-bold text-parchment">
        How delivery works
      </h2>
      <ol data-testid="gold-delivery" className="mt-5 space-y-4">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4">
            <StepMark>
              <Icon aria-hidden="true" className="size-5" />
            </StepMark>
            <div>
              <h3 className="font-semibold text-parchment">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="text-sm text-parchment-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-5 text-sm text-parchment-muted">
        We never ask for your password to deliver gold, and our traders never trade first or ask you to drop items.
      </p>
    </section>
  );
}
