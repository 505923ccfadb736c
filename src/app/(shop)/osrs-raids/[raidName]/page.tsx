import { ProductPage } from "@/features/catalogue/catalogue-pages";
import { catalogueProductView, productRouteConfig } from "@/server/catalogue/catalogue-pages";

const route = productRouteConfig("raids", "raidName");

// Only the catalogue's products exist: any other slug is the router's 404, never a render.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ raidName: string }> }) {
  return <ProductPage view={catalogueProductView("raids", (await params).raidName)} />;
}
