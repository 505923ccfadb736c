import { ProductPage } from "@/features/catalogue/product-page";
import { standaloneProductRoute } from "@/server/catalogue/catalogue-pages";

const route = standaloneProductRoute("megascales");

export const generateMetadata = route.generateMetadata;

export default async function Page() {
  return <ProductPage view={await route.view()} />;
}
