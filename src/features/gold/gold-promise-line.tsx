import type { GoldPromise, GoldPromiseWords } from "@/domain/gold/gold-promise";
import { goldPromiseUnknownWords, goldPromiseWords } from "@/domain/gold/gold-promise";

const DOT: Record<GoldPromise["kind"] | "unknown", string> = {
  in_stock: "bg-success",
  restock: "bg-gold",
  pre_order: "bg-gold",
  contact: "bg-danger",
  unknown: "bg-parchment-muted",
};

/**
 * The promise for the amount in the form. Its box keeps the height of a headline and two lines at
 * every width, so the answer of the stock arriving after the prerendered page moves nothing below it.
 * `promise` undefined: the stock is not known (yet), and the line says only what holds anyway.
 */
export function GoldPromiseLine({ promise, loading }: { promise: GoldPromise | undefined; loading: boolean }) {
  const words: GoldPromiseWords = promise ? goldPromiseWords(promise) : goldPromiseUnknownWords();
  const kind = promise?.kind ?? "unknown";
  return (
    <div
      data-testid="gold-promise"
      data-promise={loading ? "loading" : kind}
      aria-live="polite"
      aria-busy={loading}
      className="mt-4 min-h-20 rounded-lg border border-stone-line bg-night/60 px-3 py-2 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-parchment">
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT[kind]}`} />
        <span data-testid="gold-promise-title">{words.title}</span>
      </p>
      <p data-testid="gold-promise-detail" className="mt-0.5 text-parchment-muted">
        {words.detail}
      </p>
    </div>
  );
}
