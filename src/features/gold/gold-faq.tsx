import { type FaqItem, FaqSection } from "@/features/faq/faq-section";

const GOLD_FAQ: readonly FaqItem[] = [
  {
    question: "What is the minimum order?",
    answer: "100M. Larger orders are welcome; above 100,000M ask us on live chat for a bulk price.",
  },
  {
    question: "How do I receive the gold?",
    answer:
      "By a normal trade in game. After payment we send you a world and a meeting spot; our trader sends the trade request to your character name.",
  },
  {
    question: "Is the gold discounted like services are?",
    answer:
      "No. Gold is already sold close to cost, so the site-wide discount applies to services only. The price you see here is the price you pay.",
  },
  {
    question: "Can I change the amount after adding it to my cart?",
    answer:
      "Yes. Pick a new amount and add it again: the gold line in your cart is replaced with the new amount, you never pay twice.",
  },
  {
    question: "Is it safe to buy gold?",
    answer:
      "Buying gold is against the game's rules, so some risk always remains. We trade gold gathered by hand, in small natural trades, and never ask for your password.",
  },
];

export function GoldFaq() {
  return <FaqSection items={GOLD_FAQ} heading="Gold questions" />;
}
