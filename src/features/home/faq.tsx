import { type FaqItem, FaqSection } from "@/features/faq/faq-section";

const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: "How fast is gold delivered?",
    answer:
      "The gold page shows, for the amount you choose, whether it is in stock and when it is delivered: gold in stock is usually traded within minutes of payment, and an amount beyond our stock follows the time shown before you pay. We tell you the meeting world and spot on live chat.",
  },
  {
    question: "Is buying gold or a service safe for my account?",
    answer:
      "Every service is played by hand by an experienced player, on your own PC over Parsec or through a VPN near your location. Buying gold or services is against the game's rules, so some risk always remains; we keep it as low as it can be and explain it in our terms.",
  },
  {
    question: "Which payment methods can I use?",
    answer:
      "Visa, Mastercard, Apple Pay and Google Pay at checkout, and cryptocurrency, Zelle, Interac e-Transfer, Venmo, Chime and Revolut through our live chat.",
  },
  {
    question: "Can I get a refund?",
    answer:
      "Yes: in full before work starts, and pro rata for the part not yet done after that. Delivered gold cannot be refunded. See the terms of service for the details.",
  },
  {
    question: "Do I need an account on this site?",
    answer:
      "No. You order as a guest; we only ask for an email address so we can send your receipt and reach you about the order.",
  },
  {
    question: "How do I follow my order?",
    answer:
      "Our team keeps you updated by email, live chat or Discord, whichever you prefer, from the start of the order until it is done.",
  },
];

export function Faq() {
  return <FaqSection items={FAQ_ITEMS} />;
}
