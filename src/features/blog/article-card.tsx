import { cardClass } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { ShopLink } from "@/features/navigation/shop-link";

export type ArticleCardData = {
  slug: string;
  title: string;
  description: string;
  date: string;
  cover: string;
  tags: string[];
  readingMinutes: number;
  draft: boolean;
};

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

export function formatArticleDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

export function ArticleCard({ article }: { article: ArticleCardData }) {
  return (
    <ShopLink
      href={`/blog/${article.slug}`}
      data-testid="article-card"
      className={cardClass({ interactive: true, className: "group flex h-full flex-col p-5" })}
    >
      <img
        src={article.cover}
        alt=""
        aria-hidden="true"
        width={160}
        height={120}
        loading="lazy"
        className="h-20 w-28"
      />
      <p className="mt-4 text-xs uppercase tracking-wider text-gold">
        {article.tags.join(" · ")}
        {article.draft && (
          <StatusBadge tone="danger" className="ml-2">
            Draft
          </StatusBadge>
        )}
      </p>
      <h2 className="mt-1 font-display text-xl font-semibold text-parchment group-hover:text-gold">{article.title}</h2>
      <p className="mt-2 flex-1 text-sm text-parchment-muted">{article.description}</p>
      <p className="mt-4 text-xs text-parchment-muted">
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time> · {article.readingMinutes} min read
      </p>
    </ShopLink>
  );
}
