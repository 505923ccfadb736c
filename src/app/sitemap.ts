import type { MetadataRoute } from "next";
import { blogPageCount, blogPagePath } from "@/domain/blog/blog-paging";
import { catalogue } from "@/server/catalogue/catalogue-store";
import { countArticles, listArticles } from "@/server/content/blog";
import { siteConfig } from "@/server/site-config";

const STATIC_PATHS = [
  "/",
  "/osrs-gold",
  "/osrs-services",
  "/join-discord",
  "/privacy",
  "/terms-of-service",
  "/credits",
  "/reviews",
];

/**
 * Every public page: home, catalogue listings and the products on sale (a hidden one is not), the
 * blog and its articles (never drafts), legal pages. Cached like a page; a product change drops it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => new URL(path, siteConfig.siteUrl).toString();
  const { lines, entries } = await catalogue();
  const listings = [...new Set(lines.map((line) => line.listingPath.split("#")[0] ?? "/"))];
  const products = entries.map((entry) => entry.path);
  const total = countArticles(false);
  const blogPages = Array.from({ length: blogPageCount(total) }, (_, index) => blogPagePath(index + 1));
  const articles = listArticles({ skip: 0, limit: total, preview: false });
  return [
    ...[...new Set([...STATIC_PATHS, ...listings, ...products, ...blogPages])].map((path) => ({ url: url(path) })),
    ...articles.map((article) => ({ url: url(`/blog/${article.slug}`), lastModified: article.date })),
  ];
}
