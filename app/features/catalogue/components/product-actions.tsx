import type { Product } from "../types";
import { useCatalogueActions } from "./catalogue-actions";

// What a visitor does with a product on its page: bookmark it, ask for a
// sample. The page is cached for everyone, so each control learns the
// visitor's own state in the browser.

export function ProductActions({
  collectionId,
  product,
}: {
  collectionId: string;
  product: Pick<Product, "id" | "name">;
}) {
  const { Favorite, Sample } = useCatalogueActions();
  return (
    <div className="my-4 flex flex-wrap gap-2 print:hidden">
      {Favorite ? <Favorite collectionId={collectionId} type="product" id={product.id} name={product.name} /> : null}
      {Sample ? <Sample collectionId={collectionId} productId={product.id} name={product.name} /> : null}
    </div>
  );
}
