import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("ironman-gathering", "item");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ item: string }> }) {
  return <CatalogueProduct lineId="ironman-gathering" slug={(await params).item} />;
}
