import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("ca-boss", "bossName");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ bossName: string }> }) {
  return <CatalogueProduct lineId="ca-boss" slug={(await params).bossName} />;
}
