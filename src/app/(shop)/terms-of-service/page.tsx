import type { Metadata } from "next";
import { LegalArticle } from "@/features/legal/legal-article";
import { getLegalDocument } from "@/server/content/legal";
import { siteConfig } from "@/server/site-config";

export async function generateMetadata(): Promise<Metadata> {
  const doc = await getLegalDocument("terms-of-service", siteConfig);
  return { title: doc.title, description: doc.description };
}

export default async function TermsOfServicePage() {
  const doc = await getLegalDocument("terms-of-service", siteConfig);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 pb-16 pt-28 sm:px-6">
      <LegalArticle title={doc.title} updated={doc.updated} html={doc.html} />
    </main>
  );
}
