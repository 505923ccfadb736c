import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("skills", "skillName");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ skillName: string }> }) {
  return <CatalogueProduct lineId="skills" slug={(await params).skillName} />;
}
