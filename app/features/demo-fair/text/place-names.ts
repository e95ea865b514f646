import type { Locale } from "~/lib/locales";
import { country } from "../data/countries";
import type { Localized } from "./words";

// Place and type names that differ by language. The catalogue rows keep one
// spelling (English for regions, as the trade writes them); the translated
// texts use these.

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });

const REGIONS: Record<string, Localized> = {
  Crete: L("Crete", "Kreta", "Crète", "Creta", "Creta"),
  Bordeaux: L("Bordeaux", "Bordeaux", "Bordeaux", "Burdeos", "Bordeaux"),
  Burgundy: L("Burgundy", "Burgund", "Bourgogne", "Borgoña", "Borgogna"),
  Rhône: L("Rhône", "Rhône", "Rhône", "Ródano", "Rodano"),
  Loire: L("Loire", "Loire", "Loire", "Loira", "Loira"),
  Alsace: L("Alsace", "Elsass", "Alsace", "Alsacia", "Alsazia"),
  Provence: L("Provence", "Provence", "Provence", "Provenza", "Provenza"),
  Piedmont: L("Piedmont", "Piemont", "Piémont", "Piamonte", "Piemonte"),
  Tuscany: L("Tuscany", "Toskana", "Toscane", "Toscana", "Toscana"),
  Veneto: L("Veneto", "Venetien", "Vénétie", "Véneto", "Veneto"),
  Sicily: L("Sicily", "Sizilien", "Sicile", "Sicilia", "Sicilia"),
  Campania: L("Campania", "Kampanien", "Campanie", "Campania", "Campania"),
  Apulia: L("Apulia", "Apulien", "Pouilles", "Apulia", "Puglia"),
  "Trentino-Alto Adige": L(
    "Trentino-Alto Adige",
    "Trentino-Südtirol",
    "Trentin-Haut-Adige",
    "Trentino-Alto Adigio",
    "Trentino-Alto Adige",
  ),
  Penedès: L("Penedès", "Penedès", "Penedès", "Penedés", "Penedès"),
  "Castilla y León": L(
    "Castilla y León",
    "Kastilien und León",
    "Castille-et-León",
    "Castilla y León",
    "Castiglia e León",
  ),
  Franken: L("Franconia", "Franken", "Franconie", "Franconia", "Franconia"),
  Niederösterreich: L("Lower Austria", "Niederösterreich", "Basse-Autriche", "Baja Austria", "Bassa Austria"),
  Steiermark: L("Styria", "Steiermark", "Styrie", "Estiria", "Stiria"),
  Macedonia: L("Macedonia", "Makedonien", "Macédoine", "Macedonia", "Macedonia"),
  Peloponnese: L("Peloponnese", "Peloponnes", "Péloponnèse", "Peloponeso", "Peloponneso"),
  "Aegean Islands": L("Aegean Islands", "Ägäische Inseln", "îles de la mer Égée", "islas del Egeo", "isole dell'Egeo"),
  California: L("California", "Kalifornien", "Californie", "California", "California"),
  "South Australia": L(
    "South Australia",
    "Südaustralien",
    "Australie-Méridionale",
    "Australia Meridional",
    "Australia Meridionale",
  ),
  "Western Australia": L(
    "Western Australia",
    "Westaustralien",
    "Australie-Occidentale",
    "Australia Occidental",
    "Australia Occidentale",
  ),
  Tasmania: L("Tasmania", "Tasmanien", "Tasmanie", "Tasmania", "Tasmania"),
  "Central Valley": L("Central Valley", "Zentraltal", "Vallée Centrale", "Valle Central", "Valle Centrale"),
  "Coastal Region": L("Coastal Region", "Küstenregion", "région côtière", "Región Costera", "Regione Costiera"),
  Bavaria: L("Bavaria", "Bayern", "Bavière", "Baviera", "Baviera"),
  Franconia: L("Franconia", "Franken", "Franconie", "Franconia", "Franconia"),
  Rhineland: L("Rhineland", "Rheinland", "Rhénanie", "Renania", "Renania"),
  Bohemia: L("Bohemia", "Böhmen", "Bohême", "Bohemia", "Boemia"),
  Flanders: L("Flanders", "Flandern", "Flandre", "Flandes", "Fiandre"),
  Wallonia: L("Wallonia", "Wallonien", "Wallonie", "Valonia", "Vallonia"),
  England: L("England", "England", "Angleterre", "Inglaterra", "Inghilterra"),
  Scotland: L("Scotland", "Schottland", "Écosse", "Escocia", "Scozia"),
  Lombardy: L("Lombardy", "Lombardei", "Lombardie", "Lombardía", "Lombardia"),
  Catalonia: L("Catalonia", "Katalonien", "Catalogne", "Cataluña", "Catalogna"),
  "North Holland": L(
    "North Holland",
    "Nordholland",
    "Hollande-Septentrionale",
    "Holanda Septentrional",
    "Olanda Settentrionale",
  ),
  Normandy: L("Normandy", "Normandie", "Normandie", "Normandía", "Normandia"),
  Brittany: L("Brittany", "Bretagne", "Bretagne", "Bretaña", "Bretagna"),
  "Basque Country": L("Basque Country", "Baskenland", "Pays basque", "País Vasco", "Paesi Baschi"),
  Hessen: L("Hesse", "Hessen", "Hesse", "Hesse", "Assia"),
  "Great Plain": L("Great Plain", "Große Tiefebene", "Grande Plaine", "Gran Llanura", "Grande Pianura"),
  "Western Cape": L("Western Cape", "Westkap", "Cap-Occidental", "Cabo Occidental", "Capo Occidentale"),
  Galicia: L("Galicia", "Galicien", "Galice", "Galicia", "Galizia"),
  "Black Forest": L("Black Forest", "Schwarzwald", "Forêt-Noire", "Selva Negra", "Foresta Nera"),
};

export function regionName(locale: Locale, name: string): string {
  return REGIONS[name]?.[locale] ?? name;
}

// Cities whose name differs by language (French forms take no article, so "à" works).
const CITIES: Record<string, Localized> = {
  London: L("London", "London", "Londres", "Londres", "Londra"),
  Edinburgh: L("Edinburgh", "Edinburgh", "Édimbourg", "Edimburgo", "Edimburgo"),
  Wien: L("Vienna", "Wien", "Vienne", "Viena", "Vienna"),
  München: L("Munich", "München", "Munich", "Múnich", "Monaco di Baviera"),
  Köln: L("Cologne", "Köln", "Cologne", "Colonia", "Colonia"),
  Hamburg: L("Hamburg", "Hamburg", "Hambourg", "Hamburgo", "Amburgo"),
  Berlin: L("Berlin", "Berlin", "Berlin", "Berlín", "Berlino"),
  "Frankfurt am Main": L(
    "Frankfurt am Main",
    "Frankfurt am Main",
    "Francfort-sur-le-Main",
    "Fráncfort del Meno",
    "Francoforte sul Meno",
  ),
  Salzburg: L("Salzburg", "Salzburg", "Salzbourg", "Salzburgo", "Salisburgo"),
  Trier: L("Trier", "Trier", "Trèves", "Tréveris", "Treviri"),
  Praha: L("Prague", "Prag", "Prague", "Praga", "Praga"),
  Bruxelles: L("Brussels", "Brüssel", "Bruxelles", "Bruselas", "Bruxelles"),
  Antwerpen: L("Antwerp", "Antwerpen", "Anvers", "Amberes", "Anversa"),
  Brugge: L("Bruges", "Brügge", "Bruges", "Brujas", "Bruges"),
  Lisboa: L("Lisbon", "Lissabon", "Lisbonne", "Lisboa", "Lisbona"),
  Firenze: L("Florence", "Florenz", "Florence", "Florencia", "Firenze"),
  Milano: L("Milan", "Mailand", "Milan", "Milán", "Milano"),
  Roma: L("Rome", "Rom", "Rome", "Roma", "Roma"),
  Athens: L("Athens", "Athen", "Athènes", "Atenas", "Atene"),
  "New York": L("New York", "New York", "New York", "Nueva York", "New York"),
  Tokyo: L("Tokyo", "Tokio", "Tokyo", "Tokio", "Tokyo"),
  Kyoto: L("Kyoto", "Kyōto", "Kyoto", "Kioto", "Kyoto"),
};

export function cityName(locale: Locale, name: string): string {
  return CITIES[name]?.[locale] ?? name;
}

const SPIRITS: Record<string, Localized> = {
  "Rhum agricole": L("rhum agricole", "Rhum agricole", "rhum agricole", "ron agrícola", "rum agricolo"),
  "Scotch single malt whisky": L(
    "Scotch single malt whisky",
    "Scotch Single Malt Whisky",
    "whisky single malt écossais",
    "whisky escocés de malta",
    "whisky scozzese single malt",
  ),
  "Irish whiskey": L("Irish whiskey", "Irish Whiskey", "whiskey irlandais", "whiskey irlandés", "whiskey irlandese"),
  "Bourbon whiskey": L("Bourbon whiskey", "Bourbon Whiskey", "bourbon", "bourbon", "bourbon"),
  "Japanese whisky": L(
    "Japanese whisky",
    "japanischer Whisky",
    "whisky japonais",
    "whisky japonés",
    "whisky giapponese",
  ),
  "Tasmanian single malt": L(
    "Tasmanian single malt",
    "tasmanischer Single Malt",
    "single malt de Tasmanie",
    "single malt de Tasmania",
    "single malt della Tasmania",
  ),
  "Fruit brandy": L("fruit brandy", "Obstbrand", "eau-de-vie de fruits", "aguardiente de fruta", "acquavite di frutta"),
  "Potstill brandy": L(
    "potstill brandy",
    "Potstill-Brandy",
    "brandy distillé en alambic",
    "brandy de alambique",
    "brandy da alambicco",
  ),
};

export function spiritTypeName(locale: Locale, type: string): string {
  return SPIRITS[type]?.[locale] ?? type;
}

// A country as an item of a list ("including France, Italy and the United
// States"): French needs the article everywhere, other languages only for
// a few names.
const LIST_FORMS: Partial<Record<Locale, Record<string, string>>> = {
  en: { US: "the United States", GB: "the United Kingdom", NL: "the Netherlands" },
  de: { US: "die USA", NL: "die Niederlande" },
  fr: {
    FR: "la France",
    IT: "l'Italie",
    ES: "l'Espagne",
    DE: "l'Allemagne",
    AT: "l'Autriche",
    PT: "le Portugal",
    US: "les États-Unis",
    AR: "l'Argentine",
    CL: "le Chili",
    ZA: "l'Afrique du Sud",
    AU: "l'Australie",
    NZ: "la Nouvelle-Zélande",
    GE: "la Géorgie",
    GR: "la Grèce",
    HU: "la Hongrie",
    GB: "le Royaume-Uni",
    IE: "l'Irlande",
    JP: "le Japon",
    BE: "la Belgique",
    MX: "le Mexique",
    CZ: "la Tchéquie",
    NL: "les Pays-Bas",
  },
  es: { GB: "el Reino Unido", NL: "los Países Bajos" },
};

export function countryListForm(locale: Locale, code: string): string {
  return LIST_FORMS[locale]?.[code] ?? country(code).names[locale].name;
}
