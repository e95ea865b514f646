import type { Locale } from "~/lib/locales";
import { country } from "../data/countries";
import { LOCALE_LIST, type Localized } from "./words";

// Names and descriptions of the curated product lists and the areas of the
// floor plan. The slug of each is English and stable.

export interface NamedText {
  name: Localized;
  description: Localized;
}

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });
const T = (name: Localized, description: Localized): NamedText => ({ name, description });

export type ListRule =
  | "gold"
  | "organic"
  | "new"
  | "under20"
  | "discoveries"
  | "sparkling"
  | "autumnReds"
  | "craftBeer";

export const LIST_TEXTS: Record<Exclude<ListRule, "discoveries">, NamedText> = {
  gold: T(
    L("Gold medal winners", "Goldmedaillen-Gewinner", "Médailles d'or", "Medallas de oro", "Medaglie d'oro"),
    L(
      "Products awarded gold or higher at international competitions.",
      "Produkte, die bei internationalen Wettbewerben mit Gold oder höher ausgezeichnet wurden.",
      "Des produits récompensés par une médaille d'or ou mieux lors de concours internationaux.",
      "Productos galardonados con oro o más en concursos internacionales.",
      "Prodotti premiati con l'oro o più nei concorsi internazionali.",
    ),
  ),
  organic: T(
    L(
      "Organic & biodynamic",
      "Bio & biodynamisch",
      "Bio et biodynamie",
      "Ecológicos y biodinámicos",
      "Biologici e biodinamici",
    ),
    L(
      "Certified organic and biodynamic wines, beers, spirits and ciders.",
      "Zertifizierte Bio- und biodynamische Weine, Biere, Spirituosen und Cidres.",
      "Vins, bières, spiritueux et cidres certifiés bio ou biodynamiques.",
      "Vinos, cervezas, destilados y sidras con certificación ecológica o biodinámica.",
      "Vini, birre, distillati e sidri con certificazione biologica o biodinamica.",
    ),
  ),
  new: T(
    L("New this year", "Neu in diesem Jahr", "Nouveautés de l'année", "Novedades del año", "Novità dell'anno"),
    L(
      "Products shown at the fair for the first time.",
      "Produkte, die zum ersten Mal auf der Messe zu sehen sind.",
      "Des produits présentés pour la première fois au salon.",
      "Productos que se presentan por primera vez en la feria.",
      "Prodotti presentati per la prima volta in fiera.",
    ),
  ),
  under20: T(
    L("Under €20", "Unter 20 €", "Moins de 20 €", "Menos de 20 €", "Sotto i 20 €"),
    L(
      "Great value: every product on this list costs less than €20.",
      "Preiswert: Jedes Produkt dieser Liste kostet weniger als 20 €.",
      "Bons rapports qualité-prix : chaque produit de cette liste coûte moins de 20 €.",
      "Buena relación calidad-precio: cada producto de esta lista cuesta menos de 20 €.",
      "Ottimo rapporto qualità-prezzo: ogni prodotto di questa lista costa meno di 20 €.",
    ),
  ),
  sparkling: T(
    L(
      "Sparkling selection",
      "Prickelnde Auswahl",
      "Sélection de bulles",
      "Selección de burbujas",
      "Selezione di bollicine",
    ),
    L(
      "Champagne, Crémant, Cava, Prosecco and other sparkling wines.",
      "Champagner, Crémant, Cava, Prosecco und andere Schaumweine.",
      "Champagne, crémant, cava, prosecco et autres vins effervescents.",
      "Champagne, crémant, cava, prosecco y otros vinos espumosos.",
      "Champagne, crémant, cava, prosecco e altri spumanti.",
    ),
  ),
  autumnReds: T(
    L("Autumn reds", "Herbstliche Rotweine", "Rouges d'automne", "Tintos de otoño", "Rossi d'autunno"),
    L(
      "Full-bodied reds for the cooler months.",
      "Kräftige Rotweine für die kühlere Jahreszeit.",
      "Des rouges amples pour la saison fraîche.",
      "Tintos con cuerpo para los meses más fríos.",
      "Rossi corposi per i mesi più freschi.",
    ),
  ),
  craftBeer: T(
    L(
      "Craft beer picks",
      "Craft-Bier-Tipps",
      "Sélection de bières artisanales",
      "Selección de cervezas artesanas",
      "Selezione di birre artigianali",
    ),
    L(
      "Our favourite beers from independent breweries.",
      "Unsere liebsten Biere aus unabhängigen Brauereien.",
      "Nos bières préférées de brasseries indépendantes.",
      "Nuestras cervezas favoritas de cerveceras independientes.",
      "Le nostre birre preferite di birrifici indipendenti.",
    ),
  ),
};

const DISCOVERIES = L(
  "Discoveries {from}",
  "Entdeckungen {from}",
  "Découvertes {from}",
  "Descubrimientos {from}",
  "Scoperte {from}",
);
const DISCOVERIES_TEXT = L(
  "Our selection of lesser-known products {from}.",
  "Unsere Auswahl weniger bekannter Produkte {from}.",
  "Notre sélection de produits méconnus {from}.",
  "Nuestra selección de productos poco conocidos {from}.",
  "La nostra selezione di prodotti poco conosciuti {from}.",
);

export function discoveriesText(countryCode: string): NamedText {
  const forms = country(countryCode).names;
  const each = (template: Localized) => {
    const out = {} as Localized;
    for (const locale of LOCALE_LIST) out[locale] = template[locale].replace("{from}", forms[locale as Locale].from);
    return out;
  };
  return T(each(DISCOVERIES), each(DISCOVERIES_TEXT));
}

export type AreaRule = "organic" | "beer" | "spirits" | "italian" | "newWorld" | "cider";

export const AREA_TEXTS: Record<AreaRule, NamedText> = {
  organic: T(
    L("Organic corner", "Bio-Ecke", "Espace bio", "Rincón ecológico", "Angolo bio"),
    L(
      "Exhibitors with certified organic and biodynamic ranges.",
      "Aussteller mit zertifiziert biologischem und biodynamischem Sortiment.",
      "Exposants proposant des gammes certifiées bio et biodynamiques.",
      "Expositores con gamas certificadas ecológicas y biodinámicas.",
      "Espositori con gamme certificate biologiche e biodinamiche.",
    ),
  ),
  beer: T(
    L(
      "Craft beer hall",
      "Craft-Bier-Halle",
      "Halle des bières artisanales",
      "Pabellón de cerveza artesana",
      "Padiglione della birra artigianale",
    ),
    L(
      "Independent breweries and beer specialists.",
      "Unabhängige Brauereien und Bierspezialisten.",
      "Brasseries indépendantes et spécialistes de la bière.",
      "Cerveceras independientes y especialistas en cerveza.",
      "Birrifici indipendenti e specialisti della birra.",
    ),
  ),
  spirits: T(
    L("Spirits lounge", "Spirituosen-Lounge", "Salon des spiritueux", "Salón de destilados", "Lounge dei distillati"),
    L(
      "Distillers of whisky, brandy, gin, agave spirits and more.",
      "Brennereien für Whisky, Brandy, Gin, Agavenbrände und mehr.",
      "Distillateurs de whisky, brandy, gin, spiritueux d'agave et bien plus.",
      "Destiladores de whisky, brandy, ginebra, destilados de agave y más.",
      "Distillatori di whisky, brandy, gin, distillati d'agave e altro.",
    ),
  ),
  italian: T(
    L("Italian pavilion", "Italienischer Pavillon", "Pavillon italien", "Pabellón italiano", "Padiglione italiano"),
    L(
      "Producers and importers of Italian wine, from Piedmont to Sicily.",
      "Erzeuger und Importeure italienischer Weine, vom Piemont bis Sizilien.",
      "Producteurs et importateurs de vins italiens, du Piémont à la Sicile.",
      "Productores e importadores de vino italiano, del Piamonte a Sicilia.",
      "Produttori e importatori di vino italiano, dal Piemonte alla Sicilia.",
    ),
  ),
  newWorld: T(
    L(
      "New World wines",
      "Weine der Neuen Welt",
      "Vins du Nouveau Monde",
      "Vinos del Nuevo Mundo",
      "Vini del Nuovo Mondo",
    ),
    L(
      "Wineries from the Americas, South Africa, Australia and New Zealand.",
      "Weingüter aus Amerika, Südafrika, Australien und Neuseeland.",
      "Domaines des Amériques, d'Afrique du Sud, d'Australie et de Nouvelle-Zélande.",
      "Bodegas de América, Sudáfrica, Australia y Nueva Zelanda.",
      "Cantine delle Americhe, del Sudafrica, dell'Australia e della Nuova Zelanda.",
    ),
  ),
  cider: T(
    L("Cider & perry bar", "Cidre- & Perry-Bar", "Bar à cidres et poirés", "Barra de sidras", "Bar dei sidri"),
    L(
      "Ciders and perries from Normandy to Asturias and beyond.",
      "Cidres und Perrys von der Normandie bis Asturien und darüber hinaus.",
      "Cidres et poirés de Normandie, des Asturies et d'ailleurs.",
      "Sidras de Normandía, Asturias y más allá.",
      "Sidri dalla Normandia alle Asturie e oltre.",
    ),
  ),
};
