import type { Locale } from "~/lib/locales";
import type { FermentationType, Oak, Vessel } from "../data/winemaking";
import { fill, LOCALE_LIST, type Localized } from "./words";

// The technical texts of a wine (vinification, vineyard, viticulture,
// pruning, harvest). Most have few input combinations, so each such text is
// built once and shared: 100,000 products then hold references, not copies.

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });

const memo = new Map<string, Localized>();
function cached(key: string, build: () => Localized): Localized {
  let value = memo.get(key);
  if (!value) {
    value = build();
    memo.set(key, value);
  }
  return value;
}

function each(build: (locale: Locale) => string): Localized {
  const out = {} as Localized;
  for (const locale of LOCALE_LIST) out[locale] = build(locale);
  return out;
}

const HARVEST = {
  hand: L(
    "The grapes were harvested by hand and sorted twice.",
    "Die Trauben wurden von Hand gelesen und doppelt sortiert.",
    "Les raisins ont été vendangés à la main et triés deux fois.",
    "La uva se vendimió a mano y se seleccionó dos veces.",
    "Le uve sono state vendemmiate a mano e selezionate due volte.",
  ),
  night: L(
    "The grapes were picked at night to preserve their freshness.",
    "Die Trauben wurden nachts gelesen, um ihre Frische zu bewahren.",
    "Les raisins ont été récoltés de nuit pour préserver leur fraîcheur.",
    "La uva se vendimió de noche para preservar su frescura.",
    "Le uve sono state raccolte di notte per preservarne la freschezza.",
  ),
};

/** Vessels after "in" (German dative). */
const VESSEL_IN: Record<Vessel, Localized> = {
  steel: L(
    "stainless steel tanks",
    "Edelstahltanks",
    "cuves inox",
    "depósitos de acero inoxidable",
    "vasche di acciaio inox",
  ),
  concrete: L("concrete tanks", "Betontanks", "cuves en béton", "depósitos de hormigón", "vasche di cemento"),
  oakVats: L(
    "large oak vats",
    "großen Holzfässern",
    "grands foudres de chêne",
    "grandes tinos de roble",
    "grandi tini di rovere",
  ),
  barrels: L("oak barrels", "Eichenfässern", "fûts de chêne", "barricas de roble", "botti di rovere"),
  amphora: L("clay amphorae", "Tonamphoren", "amphores en terre cuite", "ánforas de barro", "anfore di terracotta"),
  qvevri: L(
    "qvevri, clay vessels buried in the ground",
    "Qvevri, in der Erde vergrabenen Tongefäßen",
    "qvevris, jarres en terre cuite enterrées",
    "qvevris, tinajas de barro enterradas",
    "qvevri, anfore di terracotta interrate",
  ),
};

const FERMENTATION: Record<FermentationType, Localized> = {
  wild: L(
    "Fermented with indigenous yeasts in {vessel}.",
    "Spontan mit wilden Hefen in {vessel} vergoren.",
    "Fermentation avec les levures indigènes en {vessel}.",
    "Fermentación con levaduras autóctonas en {vessel}.",
    "Fermentazione con lieviti indigeni in {vessel}.",
  ),
  cultured: L(
    "Fermented with selected yeasts in {vessel}.",
    "Mit Reinzuchthefen in {vessel} vergoren.",
    "Fermentation avec des levures sélectionnées en {vessel}.",
    "Fermentación con levaduras seleccionadas en {vessel}.",
    "Fermentazione con lieviti selezionati in {vessel}.",
  ),
  traditional: L(
    "Second fermentation in bottle (traditional method), followed by {n} months on the lees.",
    "Zweite Gärung in der Flasche (traditionelle Methode), danach {n} Monate Hefelager.",
    "Prise de mousse en bouteille (méthode traditionnelle), puis {n} mois sur lattes.",
    "Segunda fermentación en botella (método tradicional) y {n} meses de crianza sobre lías.",
    "Rifermentazione in bottiglia (metodo classico), seguita da {n} mesi sui lieviti.",
  ),
  tank: L(
    "Second fermentation in pressurised tanks (Charmat method) to keep the fruit fresh.",
    "Zweite Gärung im Drucktank (Charmat-Methode), damit die Frucht frisch bleibt.",
    "Prise de mousse en cuve close (méthode Charmat) pour préserver la fraîcheur du fruit.",
    "Segunda fermentación en depósito presurizado (método Charmat) para conservar la fruta fresca.",
    "Rifermentazione in autoclave (metodo Martinotti) per preservare la freschezza del frutto.",
  ),
  carbonic: L(
    "Whole bunches were fermented by semi-carbonic maceration in {vessel}.",
    "Ganze Trauben wurden in {vessel} semi-karbonisch vergoren.",
    "Les grappes entières ont fermenté en macération semi-carbonique, en {vessel}.",
    "Los racimos enteros fermentaron mediante maceración semicarbónica en {vessel}.",
    "I grappoli interi hanno fermentato con macerazione semicarbonica in {vessel}.",
  ),
  skin: L(
    "The white grapes macerated on their skins for {n} weeks in {vessel}.",
    "Die weißen Trauben lagen {n} Wochen auf der Maische, in {vessel}.",
    "Les raisins blancs ont macéré {n} semaines sur leurs peaux, en {vessel}.",
    "La uva blanca maceró {n} semanas con sus pieles en {vessel}.",
    "Le uve bianche hanno macerato {n} settimane sulle bucce in {vessel}.",
  ),
};

const MATURATION: Record<Oak, Localized> = {
  none: L(
    "Aged for {m} months in stainless steel before bottling.",
    "{m} Monate Ausbau im Edelstahl vor der Füllung.",
    "Élevage de {m} mois en cuve inox avant la mise en bouteille.",
    "Crianza de {m} meses en acero inoxidable antes del embotellado.",
    "Affinamento di {m} mesi in acciaio prima dell'imbottigliamento.",
  ),
  neutral: L(
    "Aged for {m} months in large, old oak casks.",
    "{m} Monate Ausbau in großen, alten Holzfässern.",
    "Élevage de {m} mois en grands foudres anciens.",
    "Crianza de {m} meses en grandes toneles viejos de roble.",
    "Affinamento di {m} mesi in grandi botti di rovere.",
  ),
  light: L(
    "Aged for {m} months in used French oak barrels.",
    "{m} Monate Ausbau in gebrauchten Fässern aus französischer Eiche.",
    "Élevage de {m} mois en fûts de chêne français de plusieurs vins.",
    "Crianza de {m} meses en barricas usadas de roble francés.",
    "Affinamento di {m} mesi in barrique di rovere francese di più passaggi.",
  ),
  medium: L(
    "Aged for {m} months in French oak barriques, {p}% new.",
    "{m} Monate Ausbau in Barriques aus französischer Eiche, davon {p} % neu.",
    "Élevage de {m} mois en barriques de chêne français, dont {p} % de fûts neufs.",
    "Crianza de {m} meses en barricas de roble francés, un {p} % nuevas.",
    "Affinamento di {m} mesi in barrique di rovere francese, per il {p} % nuove.",
  ),
  pronounced: L(
    "Aged for {m} months in new French oak barriques.",
    "{m} Monate Ausbau in neuen Barriques aus französischer Eiche.",
    "Élevage de {m} mois en barriques neuves de chêne français.",
    "Crianza de {m} meses en barricas nuevas de roble francés.",
    "Affinamento di {m} mesi in barrique nuove di rovere francese.",
  ),
  american: L(
    "Aged for {m} months in American oak.",
    "{m} Monate Ausbau in amerikanischer Eiche.",
    "Élevage de {m} mois en chêne américain.",
    "Crianza de {m} meses en roble americano.",
    "Affinamento di {m} mesi in rovere americano.",
  ),
};

export interface VinificationParams {
  harvest: keyof typeof HARVEST;
  fermentation: FermentationType;
  vessel: Vessel;
  oak: Oak;
  months: number; // maturation
  newOak: number; // % of new barrels when oak is "medium"
  lees: number; // months on the lees (traditional method) or weeks on skins
}

export function vinification(p: VinificationParams): Localized {
  const key = `v|${p.harvest}|${p.fermentation}|${p.vessel}|${p.oak}|${p.months}|${p.newOak}|${p.lees}`;
  return cached(key, () =>
    each((l) => {
      const ferment = fill(FERMENTATION[p.fermentation][l], { vessel: VESSEL_IN[p.vessel][l], n: p.lees });
      const mature =
        p.fermentation === "traditional" || p.fermentation === "tank"
          ? ""
          : ` ${fill(MATURATION[p.oak][l], { m: p.months, p: p.newOak })}`;
      return `${HARVEST[p.harvest][l]} ${ferment}${mature}`;
    }),
  );
}

const ASPECTS = ["south", "southEast", "southWest", "east", "west"] as const;
export type Aspect = (typeof ASPECTS)[number];
export const ASPECT_LIST: readonly Aspect[] = ASPECTS;

const ASPECT: Record<Aspect, Localized> = {
  south: L("a south", "Süden", "au sud", "al sur", "a sud"),
  southEast: L("a south-east", "Südosten", "au sud-est", "al sureste", "a sud-est"),
  southWest: L("a south-west", "Südwesten", "au sud-ouest", "al suroeste", "a sud-ovest"),
  east: L("an east", "Osten", "à l'est", "al este", "a est"),
  west: L("a west", "Westen", "à l'ouest", "al oeste", "a ovest"),
};

const VINEYARD = L(
  "The {v} vineyard lies at {e} m on {a}-facing slope; the vines average {y} years.",
  "Die Lage {v} liegt auf {e} m Höhe an einem nach {a} ausgerichteten Hang; die Reben sind im Schnitt {y} Jahre alt.",
  "La parcelle {v} se situe à {e} m d'altitude, sur un coteau exposé {a} ; les vignes ont en moyenne {y} ans.",
  "El viñedo {v} se sitúa a {e} m de altitud, en una ladera orientada {a}; las cepas tienen una media de {y} años.",
  "Il vigneto {v} si trova a {e} m di altitudine, su un pendio esposto {a}; le viti hanno in media {y} anni.",
);

// Nearly unique per product, so not cached.
export function vineyardInformation(vineyard: string, elevation: number, aspect: Aspect, age: number): Localized {
  return each((l) => fill(VINEYARD[l], { v: vineyard, e: elevation, a: ASPECT[aspect][l], y: age }));
}

export type Farming = "organic" | "biodynamic" | "sustainable" | "conventional";

const VITICULTURE: Record<Farming, Localized> = {
  organic: L(
    "Certified organic farming: cover crops between the rows, no herbicides or synthetic pesticides.",
    "Zertifiziert ökologischer Anbau: Begrünung zwischen den Zeilen, keine Herbizide oder synthetischen Pestizide.",
    "Viticulture biologique certifiée : enherbement entre les rangs, ni herbicides ni pesticides de synthèse.",
    "Viticultura ecológica certificada: cubierta vegetal entre hileras, sin herbicidas ni pesticidas sintéticos.",
    "Viticoltura biologica certificata: inerbimento tra i filari, nessun diserbante né pesticida di sintesi.",
  ),
  biodynamic: L(
    "Biodynamic farming following the lunar calendar, with herbal preparations and compost made on the estate.",
    "Biodynamische Bewirtschaftung nach dem Mondkalender, mit Kräuterpräparaten und hofeigenem Kompost.",
    "Viticulture biodynamique selon le calendrier lunaire, avec des préparations à base de plantes et un compost élaboré au domaine.",
    "Viticultura biodinámica según el calendario lunar, con preparados de plantas y compost elaborado en la finca.",
    "Viticoltura biodinamica secondo il calendario lunare, con preparati vegetali e compost prodotto in azienda.",
  ),
  sustainable: L(
    "Sustainable viticulture with integrated pest management and careful water use.",
    "Nachhaltiger Weinbau mit integriertem Pflanzenschutz und sparsamem Wassereinsatz.",
    "Viticulture durable avec lutte raisonnée et gestion économe de l'eau.",
    "Viticultura sostenible con control integrado de plagas y un uso responsable del agua.",
    "Viticoltura sostenibile con difesa integrata e un uso attento dell'acqua.",
  ),
  conventional: L(
    "Careful canopy management and green harvesting to limit yields.",
    "Sorgfältige Laubarbeit und Grünlese zur Ertragsbegrenzung.",
    "Travail soigné du feuillage et vendanges en vert pour limiter les rendements.",
    "Cuidadosa gestión de la vegetación y vendimia en verde para limitar los rendimientos.",
    "Attenta gestione della chioma e diradamento dei grappoli per contenere le rese.",
  ),
};

export const viticulture = (farming: Farming): Localized => VITICULTURE[farming];

const PRUNING: Record<string, Localized> = {
  Guyot: L(
    "Single Guyot pruning, with one fruiting cane per vine.",
    "Einfacher Guyot-Schnitt mit einer Fruchtrute pro Stock.",
    "Taille en Guyot simple, avec une baguette par cep.",
    "Poda en Guyot simple, con un sarmiento productivo por cepa.",
    "Potatura a Guyot semplice, con un capo a frutto per ceppo.",
  ),
  "Double Guyot": L(
    "Double Guyot pruning with two short fruiting canes.",
    "Doppelter Guyot-Schnitt mit zwei kurzen Fruchtruten.",
    "Taille en Guyot double avec deux courtes baguettes.",
    "Poda en doble Guyot con dos sarmientos cortos.",
    "Potatura a Guyot doppio con due capi a frutto corti.",
  ),
  "Cordon de Royat": L(
    "Spur-pruned cordon (Cordon de Royat).",
    "Zapfenschnitt am Kordon (Cordon de Royat).",
    "Taille en cordon de Royat.",
    "Poda en cordón (Cordon de Royat).",
    "Potatura a cordone speronato.",
  ),
  "Gobelet (bush vine)": L(
    "Bush vines pruned in gobelet, without trellising.",
    "Buschreben im Gobelet-Schnitt, ohne Drahtrahmen.",
    "Vignes conduites en gobelet, sans palissage.",
    "Cepas en vaso, sin espaldera.",
    "Viti ad alberello, senza palificazione.",
  ),
  "Vertical shoot positioning": L(
    "Cane-pruned vines on a vertical shoot positioning trellis.",
    "Rutenschnitt an einer Drahtrahmenerziehung mit senkrechter Triebführung.",
    "Taille longue sur palissage vertical.",
    "Poda larga en espaldera con vegetación vertical.",
    "Potatura lunga su spalliera a vegetazione verticale.",
  ),
  Pergola: L(
    "Traditional pergola training, pruned by hand in winter.",
    "Traditionelle Pergola-Erziehung, im Winter von Hand geschnitten.",
    "Conduite traditionnelle en pergola, taillée à la main en hiver.",
    "Conducción tradicional en pérgola, podada a mano en invierno.",
    "Allevamento tradizionale a pergola, potato a mano in inverno.",
  ),
  Lyre: L(
    "Lyre training to open the canopy to the sun.",
    "Lyra-Erziehung, die die Laubwand zur Sonne öffnet.",
    "Conduite en lyre pour ouvrir le feuillage au soleil.",
    "Conducción en lira para abrir la vegetación al sol.",
    "Allevamento a lira per aprire la chioma al sole.",
  ),
  "Single pole (Mosel)": L(
    "Single-pole training on steep slopes, each vine tied to its own stake.",
    "Einzelpfahlerziehung in Steillagen, jeder Stock an seinem eigenen Pfahl.",
    "Conduite sur échalas dans les pentes raides, chaque cep attaché à son piquet.",
    "Conducción en poste individual en laderas empinadas, cada cepa atada a su tutor.",
    "Allevamento a palo singolo sui pendii ripidi, ogni vite legata al proprio tutore.",
  ),
};

export function pruning(training: string): Localized {
  const text = PRUNING[training];
  if (!text) throw new Error(`no pruning text for ${training}`);
  return text;
}

export type VintageCharacter = "warm" | "cool" | "balanced" | "challenging";

const HARVEST_NOTES: Record<VintageCharacter, Localized> = {
  warm: L(
    "{year} was a warm, dry year; picking began {when} to keep the wines fresh.",
    "{year} war ein warmer, trockener Jahrgang; die Lese begann {when}, um die Frische zu bewahren.",
    "{year} fut un millésime chaud et sec ; les vendanges ont commencé {when} pour préserver la fraîcheur.",
    "{year} fue una añada cálida y seca; la vendimia comenzó {when} para preservar la frescura.",
    "Il {year} è stata un'annata calda e asciutta; la vendemmia è iniziata {when} per preservare la freschezza.",
  ),
  cool: L(
    "{year} was a cool vintage with a long growing season; the grapes were picked {when}.",
    "{year} war ein kühler Jahrgang mit langer Vegetationszeit; gelesen wurde {when}.",
    "{year} fut un millésime frais au long cycle végétatif ; les raisins ont été cueillis {when}.",
    "{year} fue una añada fresca de ciclo largo; la uva se vendimió {when}.",
    "Il {year} è stata un'annata fresca dal lungo ciclo vegetativo; le uve sono state raccolte {when}.",
  ),
  balanced: L(
    "A balanced {year} vintage: a mild spring, a sunny summer and a calm harvest {when}.",
    "Ein ausgewogener Jahrgang {year}: milder Frühling, sonniger Sommer und eine ruhige Lese {when}.",
    "Un millésime {year} équilibré : printemps doux, été ensoleillé et vendanges sereines {when}.",
    "Una añada {year} equilibrada: primavera suave, verano soleado y una vendimia tranquila {when}.",
    "Un'annata {year} equilibrata: primavera mite, estate soleggiata e una vendemmia serena {when}.",
  ),
  challenging: L(
    "{year} brought spring frost and a wet summer; strict sorting {when} kept only the best bunches.",
    "{year} brachte Frühjahrsfrost und einen nassen Sommer; eine strenge Auslese {when} ließ nur die besten Trauben zu.",
    "{year} a apporté gel de printemps et été humide ; un tri rigoureux {when} n'a retenu que les meilleures grappes.",
    "{year} trajo heladas primaverales y un verano húmedo; una selección estricta {when} conservó solo los mejores racimos.",
    "Il {year} ha portato gelate primaverili e un'estate piovosa; una selezione rigorosa {when} ha salvato solo i grappoli migliori.",
  ),
};

const MONTHS: Localized[] = [
  L("February", "Februar", "février", "febrero", "febbraio"),
  L("March", "März", "mars", "marzo", "marzo"),
  L("April", "April", "avril", "abril", "aprile"),
  L("August", "August", "août", "agosto", "agosto"),
  L("September", "September", "septembre", "septiembre", "settembre"),
  L("October", "Oktober", "octobre", "octubre", "ottobre"),
  L("November", "November", "novembre", "noviembre", "novembre"),
];
const MONTH_INDEX: Record<number, number> = { 2: 0, 3: 1, 4: 2, 8: 3, 9: 4, 10: 5, 11: 6 };

/** "in early September", "Anfang September", "début septembre"... */
function when(locale: Locale, month: number, part: 0 | 1 | 2): string {
  const name = MONTHS[MONTH_INDEX[month]][locale];
  switch (locale) {
    case "en":
      return ["in early ", "in mid-", "in late "][part] + name;
    case "de":
      return ["Anfang ", "Mitte ", "Ende "][part] + name;
    case "fr":
      return ["début ", "mi-", "fin "][part] + name;
    case "es":
      return ["a principios de ", "a mediados de ", "a finales de "][part] + name;
    case "it":
      return ["all'inizio di ", "a metà ", "alla fine di "][part] + name;
  }
}

export function harvestNotes(year: number, character: VintageCharacter, month: number, part: 0 | 1 | 2): Localized {
  return cached(`h|${year}|${character}|${month}|${part}`, () =>
    each((l) => fill(HARVEST_NOTES[character][l], { year, when: when(l, month, part) })),
  );
}
