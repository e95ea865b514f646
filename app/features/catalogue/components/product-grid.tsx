import type { LinkBase } from "~/lib/links";
import type { ProductSummary } from "../types";
import { ProductCard } from "./product-card";

/** Product cards as a list. */
export function ProductGrid({ products, linkBase }: { products: ProductSummary[]; linkBase: LinkBase }) {
  if (products.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} linkBase={linkBase} />
        </li>
      ))}
    </ul>
  );
}
