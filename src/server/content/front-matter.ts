import "server-only";
import matter from "gray-matter";

/*
 * Front matter is data, never code. gray-matter picks its parser from the word after the opening
 * `---` and ships a `javascript` engine (`---js`) that runs the block through eval(); `coffee` and
 * `json` are other ways in. So only YAML (js-yaml's safe loader) is accepted: any other language is
 * refused before gray-matter sees the file, and its code engines are replaced with ones that throw,
 * in case a spelling slips past the check.
 */

const YAML_NAMES = new Set(["", "yaml", "yml"]);

function refuse(): never {
  throw new Error("front matter must be YAML");
}

const REFUSING_ENGINES = {
  javascript: refuse,
  js: refuse,
  coffee: refuse,
  coffeescript: refuse,
  cson: refuse,
  json: refuse,
};

export type FrontMatterFile = { data: Record<string, unknown>; content: string };

/** Splits a markdown file into its YAML front matter and body; throws, naming `fileLabel`, otherwise. */
export function parseFrontMatter(source: string, fileLabel: string): FrontMatterFile {
  const language = matter.language(source).name.toLowerCase();
  if (matter.test(source) && !YAML_NAMES.has(language)) {
    throw new Error(`${fileLabel}: front matter must be YAML, not "${language}"`);
  }
  try {
    // Passing options (any) also skips gray-matter's unbounded cache keyed by the whole file text.
    const { data, content } = matter(source, { language: "yaml", engines: REFUSING_ENGINES });
    return { data, content };
  } catch (error) {
    throw new Error(`${fileLabel}: invalid front matter: ${(error as Error).message}`, { cause: error });
  }
}
