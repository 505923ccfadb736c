import { ProductPage } from "@/features/catalogue/catalogue-pages";
import { productMetadata, productPageView, standaloneProduct } from "@/server/catalogue/catalogue-pages";

const entry = standaloneProduct("megascales");

export const metadata = productMetadata(entry);

export default function Page() {
  return <ProductPage view={productPageView(entry)} />;
}
