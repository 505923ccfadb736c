import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("bundles", "bundleName");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ bundleName: string }> }) {
  return <CatalogueProduct lineId="bundles" slug={(await params).bundleName} />;
}
