import { ProductPage } from "@/features/catalogue/product-page";
import { standaloneProductRoute } from "@/server/catalogue/catalogue-pages";

const route = standaloneProductRoute("dizanas-quiver");

export const generateMetadata = route.generateMetadata;

export default async function Page() {
  return <ProductPage view={await route.view()} />;
}
