import { buildRssFeed } from "@/domain/blog/rss";
import { countArticles, listArticles } from "@/server/content/blog";
import { siteConfig } from "@/server/site-config";

// Written at build time like the articles it lists.
export const dynamic = "force-static";

/** The blog's RSS feed: published articles only, newest first. */
export function GET(): Response {
  const articles = listArticles({ skip: 0, limit: countArticles(false), preview: false });
  const feed = buildRssFeed({
    title: `${siteConfig.siteName} blog`,
    siteUrl: new URL("/blog", siteConfig.siteUrl).toString(),
    description: "Guides and news for Old School RuneScape players.",
    items: articles.map((article) => ({
      title: article.title,
      url: new URL(`/blog/${article.slug}`, siteConfig.siteUrl).toString(),
      description: article.description,
      date: article.date,
      author: article.author,
    })),
  });
  return new Response(feed, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
