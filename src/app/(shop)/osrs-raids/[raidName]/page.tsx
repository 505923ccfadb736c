import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("raids", "raidName");

// Only the catalogue's products exist: any other slug is the router's 404, never a render.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ raidName: string }> }) {
  return <CatalogueProduct lineId="raids" slug={(await params).raidName} />;
}
