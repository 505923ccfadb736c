import { cardClass } from "@/components/ui/card";
import { StepMark } from "@/components/ui/step-mark";

const STEPS = [
  { title: "Choose", text: "Pick gold or a service and set the options: account type, amount, start and target." },
  {
    title: "Pay securely",
    text: "Card, Apple Pay or Google Pay at checkout, or crypto and bank transfers through live chat.",
  },
  {
    title: "We deliver",
    text: "Gold is traded in game; a service starts at the agreed time, with progress updates as we go.",
  },
  {
    title: "Enjoy",
    text: "Log in to your reward. Questions at any point? We answer on live chat and Discord day and night.",
  },
] as const;

export function OrderSteps() {
  return (
    <section aria-labelledby="order-steps-heading" className="lazy-render mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="order-steps-heading" className="font-display text-3xl font-bold text-parchment">
        How an order works
      </h2>
      <ol data-testid="order-steps" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className={cardClass({ className: "relative p-5" })}>
            <StepMark className="font-display text-lg font-bold">{index + 1}</StepMark>
            <h3 className="mt-4 font-display text-lg font-semibold text-parchment">{step.title}</h3>
            <p className="mt-1 text-sm text-parchment-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
