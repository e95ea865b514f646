// Placeholder until the sample-cart work lands (helper replaces this file).
export interface SampleCartButtonProps {
  collectionId: string;
  productId: string;
  name: string;
}
export function SampleCartButton(_props: SampleCartButtonProps) {
  return null;
}
