import { ProductPage, productMetadata, standaloneProduct } from "@/app/_catalogue/catalogue-routes";

const entry = standaloneProduct("dizanas-quiver");

export const metadata = productMetadata(entry);

export default function Page() {
  return <ProductPage entry={entry} />;
}
