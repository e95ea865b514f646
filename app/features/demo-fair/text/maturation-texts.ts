import type { Terms } from "./glossary";
import { fill, LOCALE_LIST, type Localized } from "./words";

// How a product matured: the beer styles' fixed wordings (said as nouns, so
// nothing has to agree with the gender of "la bière" or "el vino"), and the
// templates with a number of months or years. Each distinct text is built
// once and shared.

export const MATURATION_TERMS: Terms = {
  "Lagered for four weeks": [
    "Vier Wochen kalte Lagerung",
    "Quatre semaines de garde à froid",
    "Cuatro semanas de guarda en frío",
    "Quattro settimane di maturazione a freddo",
  ],
  "Lagered for five weeks": [
    "Fünf Wochen kalte Lagerung",
    "Cinq semaines de garde à froid",
    "Cinco semanas de guarda en frío",
    "Cinque settimane di maturazione a freddo",
  ],
  "Lagered for six weeks": [
    "Sechs Wochen kalte Lagerung",
    "Six semaines de garde à froid",
    "Seis semanas de guarda en frío",
    "Sei settimane di maturazione a freddo",
  ],
  "Lagered for eight weeks": [
    "Acht Wochen kalte Lagerung",
    "Huit semaines de garde à froid",
    "Ocho semanas de guarda en frío",
    "Otto settimane di maturazione a freddo",
  ],
  "Lagered for twelve weeks": [
    "Zwölf Wochen kalte Lagerung",
    "Douze semaines de garde à froid",
    "Doce semanas de guarda en frío",
    "Dodici settimane di maturazione a freddo",
  ],
  "Lagered for nine weeks in cold cellars": [
    "Neun Wochen Lagerung in kalten Kellern",
    "Neuf semaines de garde en caves froides",
    "Nueve semanas de guarda en bodegas frías",
    "Nove settimane di maturazione in cantine fredde",
  ],
  "Lagered unfiltered for six weeks": [
    "Sechs Wochen unfiltrierte Lagerung",
    "Six semaines de garde à froid, sans filtration",
    "Seis semanas de guarda en frío, sin filtrar",
    "Sei settimane di maturazione a freddo, senza filtrazione",
  ],
  "Cold-conditioned for four weeks": [
    "Vier Wochen kalte Nachreifung",
    "Quatre semaines de maturation à froid",
    "Cuatro semanas de maduración en frío",
    "Quattro settimane di maturazione a freddo",
  ],
  "Conditioned for three weeks": [
    "Drei Wochen Nachreifung",
    "Trois semaines de maturation",
    "Tres semanas de maduración",
    "Tre settimane di maturazione",
  ],
  "Conditioned for four weeks": [
    "Vier Wochen Nachreifung",
    "Quatre semaines de maturation",
    "Cuatro semanas de maduración",
    "Quattro settimane di maturazione",
  ],
  "Bottle-conditioned for three weeks": [
    "Drei Wochen Flaschengärung",
    "Trois semaines de refermentation en bouteille",
    "Tres semanas de refermentación en botella",
    "Tre settimane di rifermentazione in bottiglia",
  ],
  "Refermented in the bottle": [
    "Nachgärung in der Flasche",
    "Seconde fermentation en bouteille",
    "Segunda fermentación en botella",
    "Seconda fermentazione in bottiglia",
  ],
  "Cask-conditioned": [
    "Nachgärung im Fass",
    "Refermentation en fût",
    "Segunda fermentación en barril",
    "Rifermentazione in fusto",
  ],
  "Dry-hopped": ["Kalthopfung", "Houblonnage à cru", "Lupulado en seco", "Luppolatura a freddo"],
  "Dry-hopped twice": [
    "Doppelte Kalthopfung",
    "Double houblonnage à cru",
    "Doble lupulado en seco",
    "Doppia luppolatura a freddo",
  ],
  "Dry-hopped for five days": [
    "Fünf Tage Kalthopfung",
    "Cinq jours de houblonnage à cru",
    "Cinco días de lupulado en seco",
    "Cinque giorni di luppolatura a freddo",
  ],
  "Dry-hopped during active fermentation": [
    "Kalthopfung während der Hauptgärung",
    "Houblonnage à cru pendant la fermentation",
    "Lupulado en seco durante la fermentación activa",
    "Luppolatura a freddo durante la fermentazione",
  ],
  "Aged for two years in oak barrels": [
    "Zwei Jahre Reifung in Eichenfässern",
    "Deux ans d'élevage en fûts de chêne",
    "Dos años de crianza en barricas de roble",
    "Due anni di affinamento in botti di rovere",
  ],
  "Aged for twelve months in bourbon barrels": [
    "Zwölf Monate Reifung in Bourbonfässern",
    "Douze mois d'élevage en fûts de bourbon",
    "Doce meses de crianza en barricas de bourbon",
    "Dodici mesi di affinamento in botti ex bourbon",
  ],
  "Matured for eighteen months in oak foeders": [
    "Achtzehn Monate Reifung in Eichenfudern",
    "Dix-huit mois d'élevage en foudres de chêne",
    "Dieciocho meses de crianza en fudres de roble",
    "Diciotto mesi di affinamento in grandi botti di rovere",
  ],
  "Blend of one-, two- and three-year-old lambics": [
    "Verschnitt aus ein-, zwei- und dreijährigen Lambics",
    "Assemblage de lambics d'un, deux et trois ans",
    "Mezcla de lambics de uno, dos y tres años",
    "Assemblaggio di lambic di uno, due e tre anni",
  ],
  "Macerated on whole sour cherries for six months": [
    "Sechs Monate Mazeration auf ganzen Sauerkirschen",
    "Six mois de macération sur griottes entières",
    "Seis meses de maceración con guindas enteras",
    "Sei mesi di macerazione su amarene intere",
  ],
  "Long kettle boil, conditioned for six weeks": [
    "Lange Würzekochung, sechs Wochen Nachreifung",
    "Longue ébullition, six semaines de maturation",
    "Hervido largo y seis semanas de maduración",
    "Bollitura prolungata, sei settimane di maturazione",
  ],
  "Fermented with grape must and aged in oak": [
    "Gärung mit Traubenmost, Reifung im Eichenfass",
    "Fermentation avec du moût de raisin, élevage en fût de chêne",
    "Fermentación con mosto de uva y crianza en roble",
    "Fermentazione con mosto d'uva e affinamento in rovere",
  ],
  Unaged: ["Ohne Fassreifung", "Sans vieillissement", "Sin envejecimiento", "Senza invecchiamento"],
};

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });

const memo = new Map<string, Localized>();
function cached(key: string, build: (locale: keyof Localized) => string): Localized {
  let value = memo.get(key);
  if (!value) {
    value = {} as Localized;
    for (const locale of LOCALE_LIST) value[locale] = build(locale);
    memo.set(key, value);
  }
  return value;
}

const ON_LEES = L(
  "{n} months on the lees",
  "{n} Monate auf der Hefe",
  "{n} mois sur lies",
  "{n} meses sobre lías",
  "{n} mesi sui lieviti",
);

/** Sparkling wines and ciders: time on the lees. */
export const onLees = (months: number): Localized => cached(`lees|${months}`, (l) => fill(ON_LEES[l], { n: months }));

export type WineAgeing = "steel" | "barriques" | "neutral" | "older" | "new" | "american";

const WINE: Record<WineAgeing, Localized> = {
  steel: L(
    "{n} months in stainless steel",
    "{n} Monate im Edelstahl",
    "{n} mois en cuve inox",
    "{n} meses en acero inoxidable",
    "{n} mesi in acciaio inox",
  ),
  barriques: L(
    "{n} months in French oak barriques ({p}% new)",
    "{n} Monate in Barriques aus französischer Eiche ({p} % neu)",
    "{n} mois en barriques de chêne français ({p} % de fûts neufs)",
    "{n} meses en barricas de roble francés ({p} % nuevas)",
    "{n} mesi in barrique di rovere francese ({p} % nuove)",
  ),
  neutral: L(
    "{n} months in neutral oak",
    "{n} Monate in neutralen Holzfässern",
    "{n} mois en vieux fûts de chêne",
    "{n} meses en barricas de roble usadas",
    "{n} mesi in botti di rovere usate",
  ),
  older: L(
    "{n} months in older French oak",
    "{n} Monate in älteren Fässern aus französischer Eiche",
    "{n} mois en fûts de chêne français de plusieurs vins",
    "{n} meses en roble francés usado",
    "{n} mesi in rovere francese usato",
  ),
  new: L(
    "{n} months in new French oak",
    "{n} Monate in neuer französischer Eiche",
    "{n} mois en chêne français neuf",
    "{n} meses en roble francés nuevo",
    "{n} mesi in rovere francese nuovo",
  ),
  american: L(
    "{n} months in American oak",
    "{n} Monate in amerikanischer Eiche",
    "{n} mois en chêne américain",
    "{n} meses en roble americano",
    "{n} mesi in rovere americano",
  ),
};

/** A still wine's ageing; `newOak` is the share of new barriques, used by "barriques" only. */
export function wineMaturation(ageing: WineAgeing, months: number, newOak: number): Localized {
  const p = ageing === "barriques" ? newOak : 0;
  return cached(`wine|${ageing}|${months}|${p}`, (l) => fill(WINE[ageing][l], { n: months, p }));
}

/** The casks of the spirit data, as they read after "in" (German dative). */
const CASKS: Record<string, Localized> = {
  "French oak": L("French oak", "französischer Eiche", "chêne français", "roble francés", "rovere francese"),
  "French oak (Limousin)": L(
    "French oak (Limousin)",
    "französischer Eiche (Limousin)",
    "chêne français (Limousin)",
    "roble francés (Limousin)",
    "rovere francese (Limousin)",
  ),
  "French oak (Tronçais)": L(
    "French oak (Tronçais)",
    "französischer Eiche (Tronçais)",
    "chêne français (Tronçais)",
    "roble francés (Tronçais)",
    "rovere francese (Tronçais)",
  ),
  "old French oak casks": L(
    "old French oak casks",
    "alten Fässern aus französischer Eiche",
    "vieux fûts de chêne français",
    "viejas barricas de roble francés",
    "vecchie botti di rovere francese",
  ),
  "Gascon black oak": L(
    "Gascon black oak",
    "schwarzer Eiche aus der Gascogne",
    "chêne noir de Gascogne",
    "roble negro de Gascuña",
    "rovere nero di Guascogna",
  ),
  "Georgian oak": L("Georgian oak", "georgischer Eiche", "chêne géorgien", "roble georgiano", "rovere georgiano"),
  "Mizunara oak": L("Mizunara oak", "Mizunara-Eiche", "chêne Mizunara", "roble Mizunara", "rovere Mizunara"),
  "new charred American oak barrels": L(
    "new charred American oak barrels",
    "neuen, ausgeflammten Fässern aus amerikanischer Eiche",
    "fûts neufs de chêne américain brûlés",
    "barricas nuevas de roble americano carbonizadas",
    "botti nuove di rovere americano carbonizzate",
  ),
  "ex-bourbon barrels": L(
    "ex-bourbon barrels",
    "ehemaligen Bourbonfässern",
    "anciens fûts de bourbon",
    "barricas de bourbon usadas",
    "botti ex bourbon",
  ),
  "sherry butts": L("sherry butts", "Sherryfässern", "fûts de xérès", "botas de jerez", "botti di sherry"),
  "Oloroso sherry butts": L(
    "Oloroso sherry butts",
    "Oloroso-Sherryfässern",
    "fûts de xérès oloroso",
    "botas de jerez oloroso",
    "botti di sherry Oloroso",
  ),
  "ex-bourbon barrels and sherry butts": L(
    "ex-bourbon barrels and sherry butts",
    "ehemaligen Bourbon- und Sherryfässern",
    "anciens fûts de bourbon et de xérès",
    "barricas de bourbon usadas y botas de jerez",
    "botti ex bourbon e botti di sherry",
  ),
  "ex-sherry butts (solera)": L(
    "ex-sherry butts (solera)",
    "ehemaligen Sherryfässern (Solera)",
    "anciens fûts de xérès (solera)",
    "botas de jerez usadas (solera)",
    "botti ex sherry (solera)",
  ),
  "refill hogsheads": L(
    "refill hogsheads",
    "wiederbefüllten Hogsheads",
    "hogsheads de second remplissage",
    "hogsheads de segundo llenado",
    "hogshead di secondo riempimento",
  ),
  "ex-Apera casks": L(
    "ex-Apera casks",
    "ehemaligen Apera-Fässern",
    "anciens fûts d'Apera",
    "barricas de Apera usadas",
    "botti ex Apera",
  ),
  "ex-Tawny casks": L(
    "ex-Tawny casks",
    "ehemaligen Tawny-Fässern",
    "anciens fûts de tawny",
    "barricas de Tawny usadas",
    "botti ex Tawny",
  ),
  "mulberry-wood casks": L(
    "mulberry-wood casks",
    "Maulbeerholzfässern",
    "fûts de mûrier",
    "barricas de madera de morera",
    "botti di gelso",
  ),
  "oak and cherry-wood casks": L(
    "oak and cherry-wood casks",
    "Eichen- und Kirschholzfässern",
    "fûts de chêne et de cerisier",
    "barricas de roble y de cerezo",
    "botti di rovere e di ciliegio",
  ),
  "rauli wood vats": L(
    "rauli wood vats",
    "Bottichen aus Raulí-Holz",
    "cuves en bois de rauli",
    "tinas de raulí",
    "tini di legno di rauli",
  ),
};

const YEARS = L(
  "{n} years in {cask}",
  "{n} Jahre in {cask}",
  "{n} ans en {cask}",
  "{n} años en {cask}",
  "{n} anni in {cask}",
);
const ONE_YEAR = L("1 year in {cask}", "1 Jahr in {cask}", "1 an en {cask}", "1 año en {cask}", "1 anno in {cask}");

/** A spirit's years in its casks. */
export function caskAgeing(years: number, cask: string): Localized {
  const casks = CASKS[cask];
  if (!casks) throw new Error(`no translation for cask "${cask}"`);
  return cached(`cask|${years}|${cask}`, (l) =>
    fill((years === 1 ? ONE_YEAR : YEARS)[l], { n: years, cask: casks[l] }),
  );
}
