import { createContext, useContext } from "react";
import type { I18n, TFunction } from "./i18n";

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The page's translations, keys defaulting to one namespace ("common" unless named). */
export function useTranslation(ns = "common"): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside I18nProvider");
  return { t: i18n.namespaced(ns), i18n };
}
