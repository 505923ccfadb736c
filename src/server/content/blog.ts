import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import { type ContentQuery, queryContent } from "@/domain/content/content-query";
import { parseFrontMatter } from "./front-matter";

/*
 * Blog articles: markdown files under content/blog (folders allowed), read and checked once per
 * process. The content query of spec section 3 runs over this index.
 */

const frontMatterSchema = z
  .object({
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(200),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date like 2026-11-25" }),
    author: z.string().min(1).max(80),
    tags: z.array(z.string().min(1)).max(6),
    cover: z.string().regex(/^\/art\/[a-z0-9-]+\.svg$/),
    draft: z.boolean(),
  })
  .strict();

export type ArticleMeta = z.infer<typeof frontMatterSchema> & {
  /** The file path without extension, numeric prefixes kept: what the default sort uses. */
  stem: string;
  /** The URL path below /blog, numeric prefixes dropped: "guides/bossing/zulrah-guide". */
  slug: string;
  readingMinutes: number;
  locale: string;
};

export type Article = ArticleMeta & { markdown: string };

const BLOG_DIR = join(/*turbopackIgnore: true*/ process.cwd(), "content", "blog");
const WORDS_PER_MINUTE = 220;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.isFile() && entry.name.endsWith(".md") ? [path] : [];
  });
}

/** One article file: `stem` is its path under content/blog without `.md`; a bad file throws, naming it. */
export function parseArticleFile(source: string, stem: string): Article {
  const { data, content } = parseFrontMatter(source, `content/blog/${stem}.md`);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/blog/${stem}.md: front matter ${issue?.path.join(".")} ${issue?.message}`);
  }
  const words = content.split(/\s+/).filter(Boolean).length;
  return {
    ...parsed.data,
    stem,
    slug: stem
      .split("/")
      .map((segment) => segment.replace(/^\d+-/, ""))
      .join("/"),
    readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    locale: "en",
    markdown: content,
  };
}

function load(): Article[] {
  return markdownFiles(BLOG_DIR).map((file) => {
    const stem = relative(BLOG_DIR, file).replace(/\.md$/, "").split(/[\\/]/).join("/");
    return parseArticleFile(readFileSync(file, "utf8"), stem);
  });
}

let index: Article[] | undefined;

function articles(): Article[] {
  if (!index) {
    index = load();
    const slugs = new Set<string>();
    for (const article of index) {
      if (slugs.has(article.slug)) throw new Error(`Two blog articles have the slug "${article.slug}"`);
      slugs.add(article.slug);
    }
  }
  return index;
}

/** Published articles, plus drafts when preview is on. */
function visible(preview: boolean): Article[] {
  return preview ? articles() : articles().filter((article) => !article.draft);
}

export function queryArticles(query: ContentQuery & { count: true }, preview?: boolean): number;
export function queryArticles(query: ContentQuery, preview?: boolean): Partial<Article>[];
export function queryArticles(
  query: ContentQuery,
  preview = false,
): number | Partial<Article>[] | Partial<Article> | undefined {
  return queryContent(visible(preview), query);
}

const NEWEST_FIRST: ContentQuery["sort"] = [{ date: -1 }, { stem: -1 }];

export function countArticles(preview = false): number {
  return queryContent(visible(preview), { count: true });
}

export function listArticles(options: { skip: number; limit: number; preview?: boolean }): ArticleMeta[] {
  return queryContent(visible(options.preview ?? false), {
    sort: NEWEST_FIRST,
    skip: options.skip,
    limit: options.limit,
    without: ["markdown"],
  }) as ArticleMeta[];
}

export function getArticle(slug: string, preview = false): Article | undefined {
  return queryContent(visible(preview), { where: { slug }, first: true }) as Article | undefined;
}

/** Articles sharing the most tags with this one, newest first among equals. */
export function relatedArticles(article: ArticleMeta, limit = 3): ArticleMeta[] {
  return visible(false)
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => article.tags.includes(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}

/** Where an article is on the newest-first list: the list page to go back to. */
export function listPageOf(slug: string, pageSize: number, preview = false): number {
  const order = queryContent(visible(preview), { sort: NEWEST_FIRST, only: ["slug"] });
  const position = order.findIndex((article) => article.slug === slug);
  return position < 0 ? 1 : Math.floor(position / pageSize) + 1;
}
