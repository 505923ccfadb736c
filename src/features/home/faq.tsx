import { ChevronDown } from "lucide-react";

const FAQ_ITEMS = [
  {
    question: "How fast is gold delivered?",
    answer:
      "Most gold orders are traded in game within 15 minutes of payment. Large orders can take up to an hour; we tell you the meeting world and spot on live chat.",
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
] as const;

export function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-heading" className="text-center font-display text-3xl font-bold text-parchment">
        Frequently asked questions
      </h2>
      <div
        data-testid="faq"
        className="mt-8 divide-y divide-stone-line rounded-[var(--radius-card)] border border-stone-line bg-stone"
      >
        {FAQ_ITEMS.map((item) => (
          <details key={item.question} className="group px-5">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-parchment marker:hidden hover:text-gold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-gold transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-parchment-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
