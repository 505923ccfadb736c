import { CatalogueProduct, productRouteConfig } from "@/app/_catalogue/catalogue-routes";

const route = productRouteConfig("bundles", "bundleName");

// Only the catalogue's products exist: any other slug is the router's 404, never a render.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: { params: Promise<{ bundleName: string }> }) {
  return <CatalogueProduct lineId="bundles" slug={(await params).bundleName} />;
}
