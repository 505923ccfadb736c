import { serialiseJsonLd } from "@/domain/trust/review-rating";

/** Structured data for search engines; the serialiser escapes "<", so no value can end the script early. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own data, serialised with "<" escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
