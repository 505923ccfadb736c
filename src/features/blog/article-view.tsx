import { ShopLink } from "@/features/navigation/shop-link";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import { ArticleCard, type ArticleCardData, formatArticleDate } from "./article-card";

export function ArticleView({
  article,
  html,
  related,
  backHref,
}: {
  article: ArticleCardData & { author: string };
  html: string;
  related: ArticleCardData[];
  backHref: string;
}) {
  return (
    <>
      <article data-testid="article" className="mx-auto max-w-3xl">
        <ShopLink href={backHref} data-testid="back-to-blog" className="text-sm text-gold hover:underline">
          ← Back to the blog
        </ShopLink>
        <p className="mt-6 text-xs uppercase tracking-wider text-gold">{article.tags.join(" · ")}</p>
        <h1 className="mt-2 font-display text-4xl font-bold text-parchment sm:text-5xl">{article.title}</h1>
        <p className="mt-3 text-lg text-parchment-muted">
          {article.description}
          <FirstPaintMark />
        </p>
        <p className="mt-4 text-sm text-parchment-muted">
          By {article.author} · <time dateTime={article.date}>{formatArticleDate(article.date)}</time> ·{" "}
          {article.readingMinutes} min read
        </p>
        <img src={article.cover} alt="" aria-hidden="true" width={160} height={120} className="mt-6 h-32 w-44" />
        <div
          className="mt-8 text-parchment leading-relaxed [&_a]:text-gold [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-gold [&_h2_a]:no-underline [&_h2_a]:text-gold [&_h3]:mt-6 [&_h3]:font-display [&_h3]:text-xl [&_h3]:text-parchment [&_h3_a]:text-parchment [&_h3_a]:no-underline [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-parchment [&_table]:mt-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-stone-line [&_td]:p-2 [&_th]:border [&_th]:border-stone-line [&_th]:p-2 [&_th]:text-left [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from our own markdown and sanitised
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-5xl" data-testid="related-articles">
          <h2 id="related-heading" className="font-display text-2xl font-bold text-parchment">
            Related articles
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
