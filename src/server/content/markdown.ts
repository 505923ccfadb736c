import "server-only";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

// Re-exported so server callers have one import for "prepare content"; the rule itself is pure and
// lives in the domain layer with its tests.
export { substituteTokens } from "@/domain/content/substitute-tokens";

// Built once: the plugin chain is the same for every document. Raw HTML in markdown is dropped by
// remark-rehype (no allowDangerousHtml), and rehype-sanitize's default (GitHub-style) schema is a
// second line of defence against script, event-handler attributes and javascript: URLs.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify)
  .freeze();

/** Renders markdown (with GitHub-flavoured extensions) to sanitised HTML, safe for dangerouslySetInnerHTML. */
export async function renderMarkdown(markdown: string): Promise<string> {
  const file = await processor.process(markdown);
  return String(file);
}

// Articles also get heading anchors. The ids are added after sanitising (which would prefix them),
// from the heading text, so nothing the author wrote reaches an attribute unchecked.
const articleProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, { behavior: "wrap" })
  .use(rehypeStringify)
  .freeze();

/** Renders an article: sanitised like renderMarkdown, with linkable headings. */
export async function renderArticleMarkdown(markdown: string): Promise<string> {
  return String(await articleProcessor.process(markdown));
}
