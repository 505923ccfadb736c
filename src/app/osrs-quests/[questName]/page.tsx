import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("quests", "questName");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ questName: string }> }) {
  return <CatalogueProduct lineId="quests" slug={(await params).questName} />;
}
