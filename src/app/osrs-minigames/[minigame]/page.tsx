import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("minigames", "minigame");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ minigame: string }> }) {
  return <CatalogueProduct lineId="minigames" slug={(await params).minigame} />;
}
