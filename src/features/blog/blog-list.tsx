import { toggleClass } from "@/components/ui/toggle";
import { blogPagePath } from "@/domain/blog/blog-paging";
import { ShopLink } from "@/features/navigation/shop-link";
import { ArticleCard, type ArticleCardData } from "./article-card";

/** One page of the blog with links to every page. */
export function BlogList({
  articles,
  page,
  pageCount,
}: {
  articles: ArticleCardData[];
  page: number;
  pageCount: number;
}) {
  return (
    <>
      <ul data-testid="article-list" data-page={page} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav
          aria-label="Blog pages"
          className="mt-10 flex flex-wrap justify-center gap-2"
          data-testid="blog-pagination"
        >
          {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
            <ShopLink
              key={number}
              href={blogPagePath(number)}
              aria-current={number === page ? "page" : undefined}
              data-testid={`blog-page-${number}`}
              className={toggleClass(number === page, {
                className: "inline-flex size-11 items-center justify-center rounded-lg font-semibold",
              })}
            >
              {number}
            </ShopLink>
          ))}
        </nav>
      )}
    </>
  );
}
