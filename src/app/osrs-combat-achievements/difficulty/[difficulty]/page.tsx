import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("ca-difficulty", "difficulty");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ difficulty: string }> }) {
  return <CatalogueProduct lineId="ca-difficulty" slug={(await params).difficulty} />;
}
