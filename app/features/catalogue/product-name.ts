// A product's name as every page, list, report and file shows it: the wine's
// name with its vintage ("Crémant d'Alsace Brut 2022"), so two vintages of
// one wine never look like the same product twice.

/** "Riesling Abtserde GG 2020": the name with its vintage when it has one. */
export function productName(product: { name: string; vintage: number | null | undefined }): string {
  return product.vintage ? `${product.name} ${product.vintage}` : product.name;
}
