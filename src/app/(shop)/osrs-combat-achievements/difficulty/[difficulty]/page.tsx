import { ProductPage } from "@/features/catalogue/product-page";
import { catalogueProductView, productRouteConfig } from "@/server/catalogue/catalogue-pages";

const route = productRouteConfig("ca-difficulty", "difficulty");

// A product added by data is rendered on its first visit; any slug the catalogue does not sell
// (unknown or hidden) is the 404 page before Next routes it (src/server/catalogue/sold-paths.ts).
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ difficulty: string }> }) {
  return <ProductPage view={await catalogueProductView("ca-difficulty", (await params).difficulty)} />;
}
