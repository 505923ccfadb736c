import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("raids", "raidName");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ raidName: string }> }) {
  return <CatalogueProduct lineId="raids" slug={(await params).raidName} />;
}
