import { cardClass } from "@/components/ui/card";

// Built once: a formatter is costly to create. UTC because `updated` is a calendar date, and a
// visitor's (or the build server's) time zone must not shift it to the previous day.
const UPDATED_FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

// No typography plugin is installed, so the rendered markdown is styled through arbitrary
// descendant variants. Kept as a list so each element's rules read as one line.
const BODY_CLASSES = [
  "mt-8 text-base leading-7 text-parchment break-words marker:text-gold sm:text-[1.0625rem] sm:leading-8",
  "[&>:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-28 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:text-gold",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-28 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-parchment",
  "[&_p]:my-4",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1",
  "[&_a]:text-gold [&_a]:underline [&_a]:decoration-gold/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-gold",
  "[&_strong]:font-semibold [&_strong]:text-parchment",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_table]:leading-6",
  "[&_th]:border-b [&_th]:border-stone-line [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-parchment",
  "[&_td]:border-b [&_td]:border-stone-line [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top [&_td]:text-parchment-muted",
  "[&_hr]:my-10 [&_hr]:border-stone-line",
].join(" ");

/** A legal page (privacy, terms): title, last-updated date and the sanitised HTML body. */
export function LegalArticle({ title, updated, html }: { title: string; updated: string; html: string }) {
  return (
    <article data-testid="legal-article" className={cardClass({ className: "px-5 py-8 sm:px-10 sm:py-12" })}>
      <header className="border-b border-stone-line pb-6">
        <h1 className="font-display text-3xl leading-tight text-parchment sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-parchment-muted">
          Last updated <time dateTime={updated}>{UPDATED_FORMAT.format(new Date(`${updated}T00:00:00Z`))}</time>
        </p>
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the html comes from renderMarkdown, which sanitises it with rehype-sanitize. */}
      <div className={BODY_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
