import type { Locale } from "~/lib/locales";
import type { Trade } from "../data/company-names";
import { country } from "../data/countries";
import { cityName, countryListForm, regionName, spiritTypeName } from "./place-names";
import { frDe, joinList, type Localized, PRODUCT_PLURAL } from "./words";

// Descriptions of exhibitors and producers in the five languages. Each
// template fixes the noun that carries gender ("la maison", "die Brauerei"),
// so the company's own name never has to agree with anything.

export interface CompanyTextParams {
  trade: Trade;
  name: string;
  founded: number;
  city: string;
  countryCode: string;
  region: string;
  specialties: string[]; // grapes, beer styles, spirit types (localized here) or fruit
  kinds: string[]; // product kinds carried (importers)
  origins: string[]; // country codes of the portfolio (importers), most important first
  producerCount: number;
  markets: number;
  hectares: number;
}

type Values = (locale: Locale) => Record<string, string | number>;
type Line = Record<Locale, string>;

const PRODUCING: Record<Exclude<Trade, "importer">, Line[]> = {
  winery: [
    {
      en: "{name} is a family-run wine estate in {city} ({region}). Founded in {year}, it farms {hectares} hectares of vineyards and is best known for {list}.",
      de: "{name} ist ein Familienweingut in {city} ({region}). Gegründet {year}, bewirtschaftet es {hectares} Hektar Reben und ist vor allem für {list} bekannt.",
      fr: "{name} est un domaine familial situé à {city} ({region}). Fondé en {year}, il exploite {hectares} hectares de vignes et s'est fait un nom avec ses cuvées de {list}.",
      es: "{name} es una bodega familiar situada en {city} ({region}). Fundada en {year}, cultiva {hectares} hectáreas de viñedo y es conocida sobre todo por {list}.",
      it: "{name} è un'azienda vinicola a conduzione familiare con sede a {city} ({region}). Fondata nel {year}, coltiva {hectares} ettari di vigneto ed è nota soprattutto per {list}.",
    },
    {
      en: "Since {year}, {name} has made wines that speak of their origin: {list} from old vines, fermented with care and bottled on the estate.",
      de: "Seit {year} erzeugt {name} Weine mit Herkunft: {list} von alten Reben, sorgfältig vergoren und auf dem Gut abgefüllt.",
      fr: "Depuis {year}, {name} élabore des vins qui expriment leur terroir : {list} issus de vieilles vignes, vinifiés avec soin et mis en bouteille au domaine.",
      es: "Desde {year}, {name} elabora vinos con identidad de origen: {list} de cepas viejas, fermentados con esmero y embotellados en la propia finca.",
      it: "Dal {year} {name} produce vini che esprimono il territorio: {list} da vigne vecchie, vinificati con cura e imbottigliati in azienda.",
    },
  ],
  brewery: [
    {
      en: "{name} is an independent brewery in {city} ({region}), founded in {year}. Its range centres on {list}, brewed in small batches with regional malt.",
      de: "{name} ist eine unabhängige Brauerei in {city} ({region}), gegründet {year}. Im Mittelpunkt stehen {list}, gebraut in kleinen Chargen mit Malz aus der Region.",
      fr: "{name} est une brasserie indépendante fondée en {year} à {city} ({region}). Sa gamme s'articule autour des styles {list}, brassés en petits lots avec du malt régional.",
      es: "{name} es una cervecera independiente de {city} ({region}), fundada en {year}. Su gama gira en torno a los estilos {list}, elaborados en pequeños lotes con malta de la región.",
      it: "{name} è un birrificio indipendente di {city} ({region}), fondato nel {year}. La gamma ruota attorno agli stili {list}, prodotti in piccoli lotti con malto della regione.",
    },
    {
      en: "Since {year}, {name} has brewed {list} in {city}, with whole-cone hops and long, cold maturation.",
      de: "Seit {year} braut {name} in {city} {list} – mit Doldenhopfen und langer, kalter Reifung.",
      fr: "Depuis {year}, {name} brasse à {city} des bières de style {list}, avec des cônes de houblon entiers et une longue garde à froid.",
      es: "Desde {year}, {name} elabora en {city} cervezas de estilo {list}, con lúpulo en flor y una larga maduración en frío.",
      it: "Dal {year} {name} produce a {city} birre in stile {list}, con luppolo in coni interi e una lunga maturazione a freddo.",
    },
  ],
  distillery: [
    {
      en: "{name} is a distillery in {city} ({region}), founded in {year}. It is known for its {list}, distilled in small batches and bottled without added colouring.",
      de: "{name} ist eine Brennerei in {city} ({region}), gegründet {year}. Bekannt ist sie für {list}, in kleinen Chargen gebrannt und ohne Farbstoffzusatz abgefüllt.",
      fr: "{name} est une distillerie fondée en {year} à {city} ({region}). Elle est réputée pour ses spiritueux ({list}), distillés en petits lots et embouteillés sans colorant ajouté.",
      es: "{name} es una destilería de {city} ({region}), fundada en {year}. Es conocida por sus destilados ({list}), elaborados en pequeños lotes y embotellados sin colorantes añadidos.",
      it: "{name} è una distilleria di {city} ({region}), fondata nel {year}. È nota per i suoi distillati ({list}), prodotti in piccoli lotti e imbottigliati senza coloranti aggiunti.",
    },
    {
      en: "Since {year}, {name} has produced {list} in {city}, working with carefully sourced raw materials and a patient, traditional approach.",
      de: "Seit {year} stellt {name} in {city} {list} her – mit sorgfältig ausgewählten Rohstoffen und viel Geduld.",
      fr: "Depuis {year}, {name} produit à {city} des spiritueux ({list}) à partir de matières premières soigneusement sélectionnées, avec patience et selon la tradition.",
      es: "Desde {year}, {name} elabora en {city} destilados ({list}) a partir de materias primas cuidadosamente seleccionadas, con paciencia y según la tradición.",
      it: "Dal {year} {name} produce a {city} distillati ({list}) da materie prime accuratamente selezionate, con pazienza e nel rispetto della tradizione.",
    },
  ],
  cidery: [
    {
      en: "{name} is a cider house in {city} ({region}), founded in {year}. Its ciders are made from {list} grown in its own orchards.",
      de: "{name} ist eine Mosterei in {city} ({region}), gegründet {year}. Ihre Cidres entstehen aus den Sorten {list} aus eigenen Streuobstwiesen.",
      fr: "{name} est une cidrerie fondée en {year} à {city} ({region}). Ses cidres sont élaborés à partir des variétés {list}, cultivées dans ses propres vergers.",
      es: "{name} es una sidrería de {city} ({region}), fundada en {year}. Sus sidras se elaboran con las variedades {list}, cultivadas en sus propias pomaradas.",
      it: "{name} è una sidreria di {city} ({region}), fondata nel {year}. I suoi sidri nascono dalle varietà {list}, coltivate nei propri frutteti.",
    },
    {
      en: "Since {year}, {name} has pressed traditional orchard fruit into naturally fermented ciders, without added sugar or concentrate.",
      de: "Seit {year} keltert {name} alte Obstsorten zu spontan vergorenen Cidres – ohne Zuckerzusatz und ohne Konzentrat.",
      fr: "Depuis {year}, {name} presse des fruits de vergers traditionnels pour en faire des cidres à fermentation naturelle, sans sucre ajouté ni concentré.",
      es: "Desde {year}, {name} transforma fruta de pomaradas tradicionales en sidras de fermentación natural, sin azúcar añadido ni concentrados.",
      it: "Dal {year} {name} trasforma la frutta di frutteti tradizionali in sidri a fermentazione naturale, senza zuccheri aggiunti né concentrati.",
    },
  ],
};

const EXPORTS: Line = {
  en: "From its home in {city}, {country}, {name} exports to {markets} countries and welcomes trade visitors by appointment.",
  de: "Von {city} ({country}) aus exportiert {name} in {markets} Länder und empfängt Fachbesucher nach Vereinbarung.",
  fr: "Depuis son siège {cityDe} ({country}), {name} exporte dans {markets} pays et accueille les professionnels sur rendez-vous.",
  es: "Desde su sede en {city} ({country}), {name} exporta a {markets} países y recibe a profesionales con cita previa.",
  it: "Dalla sua sede di {city} ({country}), {name} esporta in {markets} paesi e accoglie gli operatori su appuntamento.",
};

const IMPORTING: Line[] = [
  {
    en: "{name} is an importer and distributor based in {city}, {country}, founded in {year}. Its portfolio brings together {producers} producers, including from {origins}.",
    de: "{name} ist ein Importeur und Großhändler mit Sitz in {city} ({country}), gegründet {year}. Das Portfolio vereint {producers} Erzeuger aus {originCount}.",
    fr: "{name} est un importateur et distributeur installé à {city} ({country}) depuis {year}. Son portefeuille réunit {producers} producteurs et couvre notamment {origins}.",
    es: "{name} es un importador y distribuidor con sede en {city} ({country}), fundado en {year}. Su cartera reúne a {producers} productores de países como {origins}.",
    it: "{name} è un importatore e distributore con sede a {city} ({country}), fondato nel {year}. Il suo portafoglio riunisce {producers} produttori da paesi come {origins}.",
  },
  {
    en: "Since {year}, {name} has supplied restaurants, specialist shops and retailers {countryIn} with {kinds} from {origins}.",
    de: "Seit {year} beliefert {name} Gastronomie, Fachhandel und Handel {countryIn} mit {kindsDative}; {originsDe}.",
    fr: "Depuis {year}, {name} fournit restaurants, cavistes et distributeurs {countryIn} en {kinds} ; {originsFr}.",
    es: "Desde {year}, {name} abastece a restaurantes, tiendas especializadas y minoristas {countryIn} con {kinds} de {origins}.",
    it: "Dal {year} {name} rifornisce ristoranti, negozi specializzati e rivenditori {countryIn} con {kinds} provenienti da {origins}.",
  },
  {
    en: "{name} buys {kinds} directly from family producers and handles import, logistics and distribution to the on-trade {countryIn}.",
    de: "{name} kauft {kinds} direkt bei Familienbetrieben ein und übernimmt Import, Logistik und Vertrieb an die Gastronomie {countryIn}.",
    fr: "{name} achète ses {kinds} directement auprès de producteurs familiaux et assure l'importation, la logistique et la distribution en restauration {countryIn}.",
    es: "{name} compra sus {kinds} directamente a productores familiares y se encarga de la importación, la logística y la distribución en hostelería {countryIn}.",
    it: "{name} acquista i suoi {kinds} direttamente da produttori familiari e si occupa di importazione, logistica e distribuzione nella ristorazione {countryIn}.",
  },
];

const KINDS_DATIVE_DE: Record<string, string> = {
  Wine: "Weinen",
  Beer: "Bieren",
  Spirit: "Spirituosen",
  Cider: "Cidres",
};
const COUNT_WORDS_DE = ["", "einem Land", "zwei Ländern", "drei Ländern", "vier Ländern"];

function values(p: CompanyTextParams): Values {
  const home = country(p.countryCode);
  const one = p.origins.length === 1;
  const listed = p.origins.slice(0, 4);
  const mainOriginDe = countryListForm("de", p.origins[0] ?? p.countryCode);
  return (locale) => ({
    name: p.name,
    year: p.founded,
    city: cityName(locale, p.city),
    cityDe: frDe(cityName("fr", p.city)),
    region: regionName(locale, p.region),
    country: home.names[locale].name,
    countryIn: home.names[locale].in,
    hectares: p.hectares,
    markets: p.markets,
    producers: p.producerCount,
    list: joinList(
      locale,
      p.trade === "distillery" ? p.specialties.map((s) => spiritTypeName(locale, s)) : p.specialties,
    ),
    origins: joinList(
      locale,
      listed.map((code) => countryListForm(locale, code)),
    ),
    kinds: joinList(
      locale,
      p.kinds.map((kind) => PRODUCT_PLURAL[kind]?.[locale] ?? kind),
    ),
    kindsDative: joinList(
      "de",
      p.kinds.map((kind) => KINDS_DATIVE_DE[kind] ?? kind),
    ),
    originCount: COUNT_WORDS_DE[p.origins.length] ?? `${p.origins.length} Ländern`,
    originsDe: one
      ? `wichtigstes Herkunftsland ${mainOriginDe.startsWith("die ") ? "sind" : "ist"} ${mainOriginDe}`
      : `die wichtigsten Herkunftsländer sind ${joinList(
          "de",
          listed.map((code) => countryListForm("de", code)),
        )}`,
    originsFr: one
      ? `son origine principale est ${countryListForm("fr", p.origins[0])}`
      : `ses principales origines sont ${joinList(
          "fr",
          listed.map((code) => countryListForm("fr", code)),
        )}`,
  });
}

function joinLines(lines: Line[], v: Values): Localized {
  const out = {} as Localized;
  for (const locale of ["en", "de", "fr", "es", "it"] as const) {
    const values = v(locale);
    out[locale] = lines
      .map((line) => line[locale].replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole)))
      .join(" ");
  }
  return out;
}

// The introduction ("is an importer based in...") always comes first when used.
const IMPORTER_PAIRS = [
  [0, 1],
  [0, 2],
  [1, 2],
];

/** An exhibitor's description: two sentences chosen by `variant`. */
export function exhibitorDescription(p: CompanyTextParams, variant: number): Localized {
  const v = values(p);
  if (p.trade === "importer")
    return joinLines(
      IMPORTER_PAIRS[variant % 3].map((i) => IMPORTING[i]),
      v,
    );
  const own = PRODUCING[p.trade];
  return joinLines(variant % 3 === 2 ? [own[0], own[1]] : [own[variant % 2], EXPORTS], v);
}

/** A producer's description: one or two sentences about how it works. */
export function producerDescription(p: CompanyTextParams, variant: number): Localized {
  const trade = p.trade === "importer" ? "winery" : p.trade;
  const own = PRODUCING[trade];
  return joinLines(variant % 2 === 0 ? [own[0]] : [own[1]], values(p));
}

const NOTES: Record<"producer" | "importer", Line[]> = {
  producer: [
    {
      en: "Tasting room open during these hours; groups by appointment.",
      de: "Verkostungen im Verkaufsraum zu diesen Zeiten; Gruppen nach Voranmeldung.",
      fr: "Caveau ouvert pour les dégustations à ces horaires ; groupes sur rendez-vous.",
      es: "Sala de catas abierta en este horario; grupos con cita previa.",
      it: "Sala degustazione aperta in questi orari; gruppi su prenotazione.",
    },
    {
      en: "Visits and tastings by appointment only.",
      de: "Besuche und Verkostungen nur nach Vereinbarung.",
      fr: "Visites et dégustations uniquement sur rendez-vous.",
      es: "Visitas y catas solo con cita previa.",
      it: "Visite e degustazioni solo su appuntamento.",
    },
    {
      en: "Closed on public holidays.",
      de: "An Feiertagen geschlossen.",
      fr: "Fermé les jours fériés.",
      es: "Cerrado en días festivos.",
      it: "Chiuso nei giorni festivi.",
    },
  ],
  importer: [
    {
      en: "Office hours; samples can be requested by email.",
      de: "Bürozeiten; Muster auf Anfrage per E-Mail.",
      fr: "Horaires de bureau ; échantillons sur demande par e-mail.",
      es: "Horario de oficina; muestras bajo petición por correo electrónico.",
      it: "Orari d'ufficio; campioni su richiesta via e-mail.",
    },
    {
      en: "Showroom visits by appointment.",
      de: "Besuche im Showroom nach Vereinbarung.",
      fr: "Visites du showroom sur rendez-vous.",
      es: "Visitas al showroom con cita previa.",
      it: "Visite allo showroom su appuntamento.",
    },
  ],
};

export function openingHoursNote(trade: Trade, variant: number): Localized {
  const list = NOTES[trade === "importer" ? "importer" : "producer"];
  return list[variant % list.length];
}
