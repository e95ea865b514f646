import { Form, Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import { groupByExhibitor } from "../cart-rules";
import type { CartItem } from "../types";

// The cart page's products, by exhibitor (each exhibitor receives its part),
// each with a remove button that is a plain form.

export function CartContents({ items, linkBase }: { items: CartItem[]; linkBase: LinkBase }) {
  const { t } = useTranslation("samples");
  return (
    <div className="flex flex-col gap-6">
      {groupByExhibitor(items).map((group) => (
        <section
          key={group.exhibitorId}
          aria-labelledby={`exhibitor-${group.exhibitorId}`}
          className="rounded-lg border border-line p-4"
        >
          <h2 id={`exhibitor-${group.exhibitorId}`} className="text-lg font-semibold">
            <Link to={links.exhibitor(linkBase, group.exhibitorId)} className="text-ink hover:text-primary">
              {group.exhibitorName}
            </Link>{" "}
            <span className="text-base font-normal text-muted">
              ({t("page.productCount", { count: group.items.length })})
            </span>
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {group.items.map((item) => (
              <li key={item.productId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={links.productByExhibitor(linkBase, item.exhibitorId, item.productId)}>{item.name}</Link>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="productId" value={item.productId} />
                  <button
                    type="submit"
                    aria-label={t("page.removeLabel", { name: item.name })}
                    className="rounded-md border border-line px-3 py-1 text-sm font-medium hover:bg-wash"
                  >
                    {t("page.remove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
