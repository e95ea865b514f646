import type { Locale } from "~/lib/locales";
import { fill, LOCALE_LIST, type Localized } from "./words";

// Names, taglines and descriptions of the two demo events. Counts are
// formatted the locale's way ("2,500", "2.500", "2 500").

export interface EventTextValues {
  exhibitors: number;
  products: number;
  countries: number;
}

export interface EventText {
  name: Localized;
  tagline: Localized;
  description: Localized;
}

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });

const MAIN: EventText = {
  name: L(
    "Uncork Wine & Spirits Fair 2026",
    "Uncork Wein- & Spirituosenmesse 2026",
    "Salon Uncork des vins et spiritueux 2026",
    "Feria Uncork de Vinos y Destilados 2026",
    "Fiera Uncork di vini e distillati 2026",
  ),
  tagline: L(
    "Three days, {products} products, {countries} countries: the trade meets in Hamburg.",
    "Drei Tage, {products} Produkte, {countries} Länder: Die Branche trifft sich in Hamburg.",
    "Trois jours, {products} produits, {countries} pays : la profession se retrouve à Hambourg.",
    "Tres días, {products} productos, {countries} países: el sector se reúne en Hamburgo.",
    "Tre giorni, {products} prodotti, {countries} paesi: il settore si incontra ad Amburgo.",
  ),
  description: L(
    "From 7 to 9 December 2026, {exhibitors} exhibitors present wines, beers, spirits and ciders in the Speicherstadt Halls. Taste, compare and meet producers and importers from {countries} countries, with curated lists, themed areas and an organic corner to guide you.",
    "Vom 7. bis 9. Dezember 2026 präsentieren {exhibitors} Aussteller in den Speicherstadt-Hallen Weine, Biere, Spirituosen und Cidres. Verkosten, vergleichen und treffen Sie Erzeuger und Importeure aus {countries} Ländern – kuratierte Listen, Themenbereiche und eine Bio-Ecke helfen bei der Orientierung.",
    "Du 7 au 9 décembre 2026, {exhibitors} exposants présentent vins, bières, spiritueux et cidres dans les halles de la Speicherstadt. Dégustez, comparez et rencontrez des producteurs et importateurs de {countries} pays, guidés par des sélections, des espaces thématiques et un espace bio.",
    "Del 7 al 9 de diciembre de 2026, {exhibitors} expositores presentan vinos, cervezas, destilados y sidras en las naves de la Speicherstadt. Cate, compare y conozca a productores e importadores de {countries} países, con listas seleccionadas, áreas temáticas y un rincón ecológico para orientarse.",
    "Dal 7 al 9 dicembre 2026, {exhibitors} espositori presentano vini, birre, distillati e sidri nei padiglioni della Speicherstadt. Degustate, confrontate e incontrate produttori e importatori di {countries} paesi, con selezioni curate, aree tematiche e un angolo bio per orientarvi.",
  ),
};

const AUTUMN: EventText = {
  name: L(
    "Uncork Autumn Tasting 2026",
    "Uncork Herbstverkostung 2026",
    "Dégustation d'automne Uncork 2026",
    "Cata de Otoño Uncork 2026",
    "Degustazione d'autunno Uncork 2026",
  ),
  tagline: L(
    "An intimate trade tasting in Vienna, with {exhibitors} exhibitors.",
    "Eine Fachverkostung im kleinen Kreis in Wien, mit {exhibitors} Ausstellern.",
    "Une dégustation professionnelle intimiste à Vienne, avec {exhibitors} exposants.",
    "Una cata profesional en formato reducido en Viena, con {exhibitors} expositores.",
    "Una degustazione professionale in formato raccolto a Vienna, con {exhibitors} espositori.",
  ),
  description: L(
    "On 18 and 19 October 2026, a selection of {exhibitors} exhibitors pours {products} products at the Palais am Donaukanal: new vintages, autumn reds and craft beers, with prices for this tasting only.",
    "Am 18. und 19. Oktober 2026 schenkt eine Auswahl von {exhibitors} Ausstellern im Palais am Donaukanal {products} Produkte aus: neue Jahrgänge, herbstliche Rotweine und Craft-Biere, mit Preisen nur für diese Verkostung.",
    "Les 18 et 19 octobre 2026, une sélection de {exhibitors} exposants fait déguster {products} produits au Palais am Donaukanal : nouveaux millésimes, rouges d'automne et bières artisanales, à des prix propres à cette dégustation.",
    "El 18 y 19 de octubre de 2026, una selección de {exhibitors} expositores sirve {products} productos en el Palais am Donaukanal: nuevas añadas, tintos de otoño y cervezas artesanas, con precios exclusivos de esta cata.",
    "Il 18 e 19 ottobre 2026 una selezione di {exhibitors} espositori propone {products} prodotti al Palais am Donaukanal: nuove annate, rossi d'autunno e birre artigianali, con prezzi riservati a questa degustazione.",
  ),
};

const NUMBER_LOCALE: Record<Locale, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES", it: "it-IT" };

function render(text: EventText, values: EventTextValues): EventText {
  const out: EventText = { name: text.name, tagline: {} as Localized, description: {} as Localized };
  for (const locale of LOCALE_LIST) {
    const format = new Intl.NumberFormat(NUMBER_LOCALE[locale]);
    const formatted = {
      exhibitors: format.format(values.exhibitors),
      products: format.format(values.products),
      countries: format.format(values.countries),
    };
    out.tagline[locale] = fill(text.tagline[locale], formatted);
    out.description[locale] = fill(text.description[locale], formatted);
  }
  return out;
}

export const mainEventText = (values: EventTextValues): EventText => render(MAIN, values);
export const autumnEventText = (values: EventTextValues): EventText => render(AUTUMN, values);
