import type { Metadata } from "next";
import { cookies, draftMode } from "next/headers";
import { BLOG_PAGE_SIZE, blogPageCount } from "@/domain/blog/blog-paging";
import { type ArticleMeta, countArticles, listArticles } from "@/server/content/blog";
import { isCurrentPreviewSession, PREVIEW_SESSION_COOKIE } from "@/server/content/preview-session";

/* What the blog's routes show (/blog, /blog/page/{page}, /blog/{slug}), built on the server. */

/** An article as a card shows it (src/features/blog/article-card.tsx). */
export function toCard(article: ArticleMeta) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    date: article.date,
    cover: article.cover,
    tags: article.tags,
    readingMinutes: article.readingMinutes,
    draft: article.draft,
  };
}

/**
 * Drafts show only in draft mode opened with the current PREVIEW_TOKEN (a rotated token ends the
 * sessions opened with the old one). Cookies are read only in draft mode, which renders per
 * request anyway, so prerendering is untouched.
 */
export async function isPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  return isCurrentPreviewSession((await cookies()).get(PREVIEW_SESSION_COOKIE)?.value);
}

export function blogListMetadata(page: number): Metadata {
  const title = page === 1 ? "OSRS Guides and News" : `OSRS Guides and News, page ${page}`;
  const description =
    "Guides for Old School RuneScape players: bosses, capes, raids, quests, skills, diaries and staying safe.";
  const path = page === 1 ? "/blog" : `/blog/page/${page}`;
  return {
    title,
    description,
    alternates: { canonical: path, types: { "application/rss+xml": "/blog/rss.xml" } },
    openGraph: { type: "website", title, description, url: path },
  };
}

/** What a page of the blog list shows; drafts are counted and listed only in preview. */
export async function blogListView(page: number) {
  const preview = await isPreview();
  const articles = listArticles({ skip: (page - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE, preview });
  return { page, preview, articles: articles.map(toCard), pageCount: blogPageCount(countArticles(preview)) };
}
