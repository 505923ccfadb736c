import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("ironman-gathering", "item");

// Only the catalogue's products exist: any other slug is the router's 404, never a render.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ item: string }> }) {
  return <CatalogueProduct lineId="ironman-gathering" slug={(await params).item} />;
}
