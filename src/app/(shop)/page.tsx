import { buildStoreJsonLd } from "@/domain/trust/review-rating";
import { Faq } from "@/features/home/faq";
import { Hero } from "@/features/home/hero";
import { OrderSteps } from "@/features/home/order-steps";
import { ProductLineGrid } from "@/features/home/product-line-grid";
import { LatestReviews } from "@/features/reviews/latest-reviews";
import { JsonLd } from "@/features/seo/json-ld";
import { TrustSection } from "@/features/trust/trust-section";
import { homeReviews } from "@/server/reviews/review-pages";
import { siteConfig } from "@/server/site-config";

export default async function HomePage() {
  const { rating, reviews } = await homeReviews();
  const jsonLd = buildStoreJsonLd({
    name: siteConfig.siteName,
    url: siteConfig.siteUrl,
    email: siteConfig.supportEmail,
    logoUrl: new URL("/brand/logo.svg", siteConfig.siteUrl).toString(),
    rating,
  });
  return (
    <main id="main" className="flex-1">
      <JsonLd data={jsonLd} />
      <Hero rating={rating} />
      <ProductLineGrid />
      <TrustSection rating={rating} />
      <LatestReviews reviews={reviews} />
      <OrderSteps />
      <Faq />
    </main>
  );
}
