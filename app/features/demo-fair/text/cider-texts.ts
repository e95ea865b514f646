import type { CiderStyle } from "../data/ciders";
import { regionName } from "./place-names";
import { joinList, LOCALE_LIST, type Localized } from "./words";

// Cider and perry texts, and the texts of the generic (non-alcoholic) products.

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });

const KIND = {
  cider: L("cider", "Cidre", "cidre", "sidra", "sidro"),
  perry: L("perry", "Birnencidre", "poiré", "sidra de pera", "sidro di pere"),
};

type CiderTaste = "brut" | "perry" | "sweet" | "still";

const TASTING: Record<CiderTaste, Localized> = {
  brut: L(
    "Naturally sparkling and dry, with notes of bittersweet apple, hay and citrus.",
    "Natürlich perlend und trocken, mit Noten von bittersüßem Apfel, Heu und Zitrus.",
    "Naturellement pétillant et sec, avec des notes de pomme amère, de foin et d'agrumes.",
    "Con burbuja natural y seca, con notas de manzana amarga, heno y cítricos.",
    "Naturalmente frizzante e secco, con note di mela amara, fieno e agrumi.",
  ),
  perry: L(
    "Delicate pear, elderflower and a fine, lively sparkle.",
    "Zarte Birne, Holunderblüte und ein feines, lebendiges Perlen.",
    "Poire délicate, fleur de sureau et une bulle fine et vive.",
    "Pera delicada, flor de saúco y una burbuja fina y viva.",
    "Pera delicata, fiori di sambuco e un perlage fine e vivace.",
  ),
  sweet: L(
    "Gently sweet and fruity, with baked apple and a soft sparkle.",
    "Sanft süß und fruchtig, mit Bratapfel und zartem Perlen.",
    "Doux et fruité, avec des notes de pomme cuite et une bulle légère.",
    "Suavemente dulce y afrutada, con manzana asada y una burbuja delicada.",
    "Delicatamente dolce e fruttato, con mela cotta e un perlage leggero.",
  ),
  still: L(
    "Still and bone dry, with tart apple, lively acidity and a rustic note.",
    "Still und knochentrocken, mit säuerlichem Apfel, lebendiger Säure und rustikaler Note.",
    "Tranquille et très sec, avec une pomme acidulée, une belle vivacité et une note rustique.",
    "Sin gas y muy seca, con manzana ácida, buena acidez y un toque rústico.",
    "Fermo e secchissimo, con mela acidula, buona acidità e una nota rustica.",
  ),
};

function taste(style: CiderStyle): CiderTaste {
  if (style.perry) return "perry";
  if (!style.sparkling) return "still";
  return style.sweetness === "brut" || style.sweetness === "dry" ? "brut" : "sweet";
}

const memo = new Map<CiderStyle, Localized>();

export function ciderDescription(style: CiderStyle): Localized {
  const hit = memo.get(style);
  if (hit) return hit;
  const out = {} as Localized;
  for (const l of LOCALE_LIST) {
    const k = KIND[style.perry ? "perry" : "cider"][l];
    const origin = regionName(l, style.subregion || style.region);
    const fruit = joinList(l, style.fruit);
    const opening = {
      en: `A traditional ${k} from ${origin}, pressed from ${fruit}.`,
      de: `Ein traditioneller ${k} aus ${origin}, gekeltert aus den Sorten ${fruit}.`,
      fr: `Un ${k} traditionnel (${origin}), élaboré à partir des variétés ${fruit}.`,
      es: `Una ${k} tradicional de ${origin}, elaborada con las variedades ${fruit}.`,
      it: `Un ${k} tradizionale (${origin}), ottenuto dalle varietà ${fruit}.`,
    }[l];
    out[l] = `${opening} ${TASTING[taste(style)][l]}`;
  }
  memo.set(style, out);
  return out;
}

const PRESSING = L(
  "Fruit from traditional orchards, milled and pressed, then slowly fermented with wild yeasts.",
  "Obst von Streuobstwiesen, gemahlen und gepresst, anschließend langsam mit wilden Hefen vergoren.",
  "Fruits de vergers haute-tige, broyés et pressés, puis fermentés lentement avec les levures indigènes.",
  "Fruta de pomaradas tradicionales, triturada y prensada, y fermentada lentamente con levaduras salvajes.",
  "Frutta di frutteti tradizionali, macinata e pressata, poi fermentata lentamente con lieviti indigeni.",
);
const BOTTLE = L(
  "Bottle-conditioned for a natural sparkle.",
  "In der Flasche nachgegoren für ein natürliches Perlen.",
  "Prise de mousse naturelle en bouteille.",
  "Segunda fermentación en botella para una burbuja natural.",
  "Rifermentato in bottiglia per un perlage naturale.",
);
const SPARKLING_NOTES = {} as Localized;
for (const l of LOCALE_LIST) SPARKLING_NOTES[l] = `${PRESSING[l]} ${BOTTLE[l]}`;

export const ciderMaking = (style: CiderStyle): Localized => (style.sparkling ? SPARKLING_NOTES : PRESSING);

const CIDER_PAIRING: Record<string, Localized> = {
  FR: L(
    "Crêpes, Camembert and roast pork.",
    "Crêpes, Camembert und Schweinebraten.",
    "Crêpes, camembert et rôti de porc.",
    "Crepes, camembert y cerdo asado.",
    "Crêpes, camembert e arrosto di maiale.",
  ),
  ES: L(
    "Chorizo, grilled sardines and hard cheese.",
    "Chorizo, gegrillte Sardinen und Hartkäse.",
    "Chorizo, sardines grillées et fromage à pâte dure.",
    "Chorizo, sardinas a la brasa y queso curado.",
    "Chorizo, sardine alla griglia e formaggio stagionato.",
  ),
  other: L(
    "Cheddar, pork pies and a ploughman's lunch.",
    "Cheddar, Pastete und ein deftiges Brotzeitbrett.",
    "Cheddar, pâtés en croûte et assiette campagnarde.",
    "Cheddar, empanadas de cerdo y tabla de embutidos.",
    "Cheddar, pasticci di maiale e tagliere rustico.",
  ),
};

export const ciderFoodPairing = (style: CiderStyle): Localized => CIDER_PAIRING[style.country] ?? CIDER_PAIRING.other;

export type GenericKind = "alcoholFreeWine" | "alcoholFreeBeer" | "grapeJuice" | "verjus";

const GENERIC: Record<GenericKind, Localized> = {
  alcoholFreeWine: L(
    "A dealcoholised wine (below 0.5% vol.) that keeps the varietal aromas of {x} through gentle vacuum distillation.",
    "Ein entalkoholisierter Wein (unter 0,5 % vol.), der dank schonender Vakuumdestillation die Sortenaromen von {x} bewahrt.",
    "Un vin désalcoolisé (moins de 0,5 % vol.) qui conserve les arômes variétaux du {x} grâce à une distillation douce sous vide.",
    "Un vino desalcoholizado (menos de 0,5 % vol.) que conserva los aromas varietales de la uva {x} gracias a una suave destilación al vacío.",
    "Un vino dealcolato (meno di 0,5 % vol.) che conserva gli aromi varietali del {x} grazie a una delicata distillazione sottovuoto.",
  ),
  alcoholFreeBeer: L(
    "A non-alcoholic {x} (below 0.5% vol.) brewed with a special yeast for full flavour.",
    "Ein alkoholfreies {x} (unter 0,5 % vol.), gebraut mit einer speziellen Hefe für vollen Geschmack.",
    "Une bière sans alcool de style {x} (moins de 0,5 % vol.), brassée avec une levure spéciale pour un goût plein.",
    "Una cerveza sin alcohol de estilo {x} (menos de 0,5 % vol.), elaborada con una levadura especial para un sabor pleno.",
    "Una birra analcolica in stile {x} (meno di 0,5 % vol.), prodotta con un lievito speciale per un gusto pieno.",
  ),
  grapeJuice: L(
    "Sparkling juice from {x} grapes, unfermented and without added sugar.",
    "Perlender Traubensaft aus {x}, unvergoren und ohne Zuckerzusatz.",
    "Jus de raisin pétillant de {x}, non fermenté et sans sucre ajouté.",
    "Mosto de uva {x} con gas, sin fermentar y sin azúcar añadido.",
    "Succo d'uva {x} frizzante, non fermentato e senza zuccheri aggiunti.",
  ),
  verjus: L(
    "Verjus pressed from unripe {x} grapes thinned in early summer: a bright, acidic alternative to vinegar in the kitchen.",
    "Verjus aus unreifen {x}-Trauben, gepresst bei der Ausdünnung im Frühsommer: eine frische, säuerliche Alternative zu Essig in der Küche.",
    "Verjus pressé à partir de raisins verts de {x} éclaircis au début de l'été : une alternative vive et acidulée au vinaigre en cuisine.",
    "Agraz prensado de uvas {x} inmaduras aclareadas a principios del verano: una alternativa fresca y ácida al vinagre en la cocina.",
    "Agresto spremuto da uve {x} acerbe diradate a inizio estate: un'alternativa fresca e acidula all'aceto in cucina.",
  ),
};

export function genericDescription(kind: GenericKind, subject: string): Localized {
  const out = {} as Localized;
  for (const l of LOCALE_LIST) out[l] = GENERIC[kind][l].replace("{x}", subject);
  return out;
}

export const GENERIC_PAIRING = L(
  "Aperitif, salads and light lunches.",
  "Aperitif, Salate und leichte Mittagsgerichte.",
  "Apéritif, salades et déjeuners légers.",
  "Aperitivo, ensaladas y almuerzos ligeros.",
  "Aperitivo, insalate e pranzi leggeri.",
);
