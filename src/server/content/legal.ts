import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { substituteTokens } from "@/domain/content/substitute-tokens";
import { parseFrontMatter } from "./front-matter";
import { renderMarkdown } from "./markdown";

export const LEGAL_SLUGS = ["privacy", "terms-of-service"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export type LegalTokenValues = { siteName: string; supportEmail: string };

export type LegalDocument = { title: string; description: string; updated: string; html: string };

export const legalFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  // YAML turns an unquoted 2026-11-25 into a Date; accept both spellings and keep a plain ISO date.
  updated: z.union([
    z.iso.date(),
    z
      .date()
      .refine((date) => !Number.isNaN(date.getTime()), "Invalid date")
      .transform((date) => date.toISOString().slice(0, 10)),
  ]),
});

export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;

export type ParsedLegalFile = LegalFrontMatter & { body: string };

/**
 * Splits a legal markdown file into validated front matter and body. `fileLabel` only names the
 * file in the error, so a broken deploy says which file to fix.
 */
export function parseLegalFile(source: string, fileLabel: string): ParsedLegalFile {
  // YAML only (never evaluated); it also skips gray-matter's own cache, as this module keeps its own.
  const parsed = parseFrontMatter(source, fileLabel);
  const result = legalFrontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    throw new Error(`Invalid front matter in ${fileLabel}:\n${z.prettifyError(result.error)}`);
  }
  return { ...result.data, body: parsed.content };
}

// The files ship with the build and never change while the process runs, so each is read and
// parsed once. The promise is cached so concurrent first requests share one read.
const parsedFiles = new Map<LegalSlug, Promise<ParsedLegalFile>>();

function legalFilePath(slug: LegalSlug): string {
  return path.join(process.cwd(), "content", "legal", `${slug}.md`);
}

async function loadLegalFile(slug: LegalSlug): Promise<ParsedLegalFile> {
  const filePath = legalFilePath(slug);
  const source = await readFile(filePath, "utf8");
  return parseLegalFile(source, path.relative(process.cwd(), filePath));
}

function getParsedLegalFile(slug: LegalSlug): Promise<ParsedLegalFile> {
  const cached = parsedFiles.get(slug);
  if (cached) return cached;
  const pending = loadLegalFile(slug);
  // A failed read must not poison the cache for the rest of the process's life.
  pending.catch(() => {
    if (parsedFiles.get(slug) === pending) parsedFiles.delete(slug);
  });
  parsedFiles.set(slug, pending);
  return pending;
}

async function renderLegalDocument(slug: LegalSlug, values: LegalTokenValues): Promise<LegalDocument> {
  const file = await getParsedLegalFile(slug);
  const tokens: Record<string, string> = { siteName: values.siteName, supportEmail: values.supportEmail };
  // Frozen because one cached object is handed to every caller.
  return Object.freeze({
    title: substituteTokens(file.title, tokens),
    description: substituteTokens(file.description, tokens),
    updated: file.updated,
    html: await renderMarkdown(substituteTokens(file.body, tokens)),
  });
}

// Rendering a full legal page takes tens of milliseconds and the values come from configuration, so
// they are the same on every request: keep the last rendering per slug. One entry per slug keeps the
// cache bounded even if callers pass varying values.
const renderedDocuments = new Map<LegalSlug, { key: string; document: Promise<LegalDocument> }>();

/** Loads a legal page, fills in the shop's name and support email, and renders it to sanitised HTML. */
export async function getLegalDocument(slug: LegalSlug, values: LegalTokenValues): Promise<LegalDocument> {
  const key = JSON.stringify([values.siteName, values.supportEmail]);
  const cached = renderedDocuments.get(slug);
  if (cached?.key === key) return cached.document;
  const document = renderLegalDocument(slug, values);
  document.catch(() => {
    if (renderedDocuments.get(slug)?.document === document) renderedDocuments.delete(slug);
  });
  renderedDocuments.set(slug, { key, document });
  return document;
}
