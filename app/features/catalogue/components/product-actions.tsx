import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { SampleCartButton } from "~/features/samples/components/sample-cart-button";
import type { Product } from "../types";

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
  return (
    <div className="my-4 flex flex-wrap gap-2 print:hidden">
      <FavoriteButton collectionId={collectionId} type="product" id={product.id} name={product.name} />
      <SampleCartButton collectionId={collectionId} productId={product.id} name={product.name} />
    </div>
  );
}
