import type { SpiritType } from "../data/spirits";
import { regionName, spiritTypeName } from "./place-names";
import { LOCALE_LIST, type Localized } from "./words";

// Spirit descriptions, production notes and serving suggestions. Sentences
// about ageing are nominal ("Vieillissement de...") so that no participle
// has to agree with the gender of "la grappa" or "der Brand".

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });

export type SpiritFamily = "aged" | "peated" | "fruit" | "gin" | "agave" | "cane" | "grape";

export function spiritFamily(type: SpiritType, aged: boolean, subregion: string): SpiritFamily {
  if (subregion === "Islay") return "peated";
  if (aged) return "aged";
  if (/Gin/.test(type.type)) return "gin";
  if (type.type === "Mezcal" || type.type === "Tequila") return "agave";
  if (type.type === "Rhum agricole") return "cane";
  if (["Pisco", "Chacha", "Grappa", "Tsipouro", "Orujo"].includes(type.type)) return "grape";
  return "fruit";
}

const TASTING: Record<SpiritFamily, Localized> = {
  aged: L(
    "Dried fruit, vanilla and toasted oak, with a long, warming finish.",
    "Trockenfrüchte, Vanille und geröstete Eiche, mit langem, wärmendem Abgang.",
    "Fruits secs, vanille et chêne toasté, avec une finale longue et chaleureuse.",
    "Frutos secos, vainilla y roble tostado, con un final largo y cálido.",
    "Frutta secca, vaniglia e rovere tostato, con un finale lungo e caldo.",
  ),
  peated: L(
    "Bonfire smoke, sea salt and iodine, balanced by honeyed malt.",
    "Lagerfeuerrauch, Meersalz und Jod, ausbalanciert von honigsüßem Malz.",
    "Fumée de feu de bois, sel marin et iode, équilibrés par un malt miellé.",
    "Humo de hoguera, sal marina y yodo, equilibrados por una malta melosa.",
    "Fumo di falò, sale marino e iodio, bilanciati da un malto mielato.",
  ),
  fruit: L(
    "Intense, pure fruit on the nose and a clean, dry finish.",
    "Intensive, reine Frucht in der Nase und ein klarer, trockener Abgang.",
    "Un fruit intense et pur au nez et une finale nette et sèche.",
    "Fruta intensa y pura en nariz y un final limpio y seco.",
    "Frutto intenso e puro al naso e un finale pulito e secco.",
  ),
  gin: L(
    "Juniper, citrus peel and coriander seed, with a crisp, dry finish.",
    "Wacholder, Zitrusschale und Koriandersamen, mit knackig-trockenem Abgang.",
    "Genièvre, zestes d'agrumes et graines de coriandre, avec une finale vive et sèche.",
    "Enebro, piel de cítricos y semillas de cilantro, con un final fresco y seco.",
    "Ginepro, scorza di agrumi e semi di coriandolo, con un finale fresco e secco.",
  ),
  agave: L(
    "Roasted agave, wet stone and a gentle smokiness.",
    "Geröstete Agave, nasser Stein und ein sanfter Rauch.",
    "Agave rôtie, pierre mouillée et une fumée délicate.",
    "Agave cocido, piedra mojada y un ahumado sutil.",
    "Agave arrostita, pietra bagnata e una delicata nota affumicata.",
  ),
  cane: L(
    "Fresh-cut cane, citrus and white flowers; vibrant and clean.",
    "Frisch geschnittenes Zuckerrohr, Zitrus und weiße Blüten; lebendig und klar.",
    "Canne fraîchement coupée, agrumes et fleurs blanches ; vif et net.",
    "Caña recién cortada, cítricos y flores blancas; vibrante y limpio.",
    "Canna appena tagliata, agrumi e fiori bianchi; vibrante e pulito.",
  ),
  grape: L(
    "Floral grape, white peach and a clean, spirited finish.",
    "Florale Traubennoten, weißer Pfirsich und ein klarer, kräftiger Abgang.",
    "Raisin floral, pêche blanche et une finale nette et vigoureuse.",
    "Uva floral, melocotón blanco y un final limpio y vigoroso.",
    "Uva floreale, pesca bianca e un finale pulito e vigoroso.",
  ),
};

export function spiritDescription(name: string, type: SpiritType, origin: string, family: SpiritFamily): Localized {
  const out = {} as Localized;
  for (const l of LOCALE_LIST) {
    const t = spiritTypeName(l, type.type);
    const o = regionName(l, origin);
    const opening = {
      en: `${name}: ${t} from ${o}, in the classic style.`,
      de: `${name} – ${t} aus ${o}, ganz im klassischen Stil.`,
      fr: `${name} – ${t} (${o}), dans la plus pure tradition.`,
      es: `${name}: ${t} de ${o}, en la más pura tradición.`,
      it: `${name} – ${t} (${o}), nel solco della tradizione.`,
    }[l];
    out[l] = `${opening} ${TASTING[family][l]}`;
  }
  return out;
}

const STILLS: Record<string, Localized> = {
  pot2: L(
    "Double-distilled in copper pot stills.",
    "Zweifach in kupfernen Brennblasen destilliert.",
    "Double distillation en alambics de cuivre.",
    "Doble destilación en alambiques de cobre.",
    "Doppia distillazione in alambicchi di rame.",
  ),
  pot3: L(
    "Triple-distilled in copper pot stills for a smooth, light spirit.",
    "Dreifach in kupfernen Brennblasen destilliert – für einen weichen, leichten Brand.",
    "Triple distillation en alambics de cuivre pour une eau-de-vie douce et légère.",
    "Triple destilación en alambiques de cobre para un destilado suave y ligero.",
    "Tripla distillazione in alambicchi di rame per un distillato morbido e leggero.",
  ),
  column: L(
    "Distilled in a copper column still.",
    "In einer kupfernen Kolonne destilliert.",
    "Distillation en colonne de cuivre.",
    "Destilado en columna de cobre.",
    "Distillato in colonna di rame.",
  ),
  steam: L(
    "Distilled from fresh pomace in steam-heated bain-marie stills.",
    "Aus frischem Trester im Wasserbad-Brennverfahren destilliert.",
    "Distillation de marc frais en alambics au bain-marie.",
    "Destilado a partir de orujo fresco en alambiques al baño maría.",
    "Distillata da vinacce fresche in alambicchi a bagnomaria.",
  ),
  redistilled: L(
    "Neutral spirit redistilled with juniper and botanicals in a copper pot still.",
    "Neutralalkohol, mit Wacholder und Botanicals in einer kupfernen Brennblase erneut destilliert.",
    "Alcool neutre redistillé avec du genièvre et des aromates en alambic de cuivre.",
    "Alcohol neutro redestilado con enebro y botánicos en alambique de cobre.",
    "Alcol neutro ridistillato con ginepro e botaniche in alambicco di rame.",
  ),
  agave: L(
    "Agave hearts roasted in earthen pits, crushed by a stone wheel and distilled twice.",
    "Agavenherzen im Erdofen geröstet, mit dem Mühlstein zerkleinert und zweifach destilliert.",
    "Cœurs d'agave rôtis en fosse, broyés à la meule et distillés deux fois.",
    "Piñas de agave cocidas en horno de tierra, molidas con tahona y destiladas dos veces.",
    "Cuori d'agave cotti in forni interrati, macinati con la ruota di pietra e distillati due volte.",
  ),
};

export function stillKind(type: SpiritType): keyof typeof STILLS {
  if (type.type === "Mezcal") return "agave";
  if (/Gin/.test(type.type)) return "redistilled";
  if (type.type === "Grappa") return "steam";
  if (/Triple/.test(type.distillation)) return "pot3";
  if (/[Cc]olumn|Creole/.test(type.distillation)) return "column";
  return "pot2";
}

const AGED: Localized = L(
  "Matured for at least {n} in wood.",
  "Mindestens {n} im Holzfass gereift.",
  "Vieillissement d'au moins {n} en fût.",
  "Envejecimiento de al menos {n} en barrica.",
  "Invecchiamento di almeno {n} in botte.",
);
const UNAGED: Localized = L(
  "Bottled unaged for a pure, vivid character.",
  "Ungereift abgefüllt – rein und lebendig.",
  "Mise en bouteille sans vieillissement, pour un caractère pur et vif.",
  "Se embotella sin envejecimiento para conservar un carácter puro y vivo.",
  "Imbottigliamento senza invecchiamento, per un carattere puro e vivace.",
);
const YEARS: Record<string, [string, string]> = {
  en: ["one year", "{n} years"],
  de: ["ein Jahr", "{n} Jahre"],
  fr: ["un an", "{n} ans"],
  es: ["un año", "{n} años"],
  it: ["un anno", "{n} anni"],
};

const memo = new Map<string, Localized>();

export function distillationNotes(type: SpiritType, years: number | undefined): Localized {
  const key = `${stillKind(type)}|${years ?? 0}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const out = {} as Localized;
  for (const l of LOCALE_LIST) {
    const ageing = years
      ? AGED[l].replace("{n}", (years === 1 ? YEARS[l][0] : YEARS[l][1]).replace("{n}", String(years)))
      : UNAGED[l];
    out[l] = `${STILLS[stillKind(type)][l]} ${ageing}`;
  }
  memo.set(key, out);
  return out;
}

const SERVING: Record<"aged" | "clear" | "gin" | "agave", Localized> = {
  aged: L(
    "Serve neat or with a drop of water; pairs with dark chocolate and aged cheese.",
    "Pur oder mit einem Tropfen Wasser genießen; passt zu dunkler Schokolade und gereiftem Käse.",
    "À déguster pur ou avec une goutte d'eau ; s'accorde avec le chocolat noir et les fromages affinés.",
    "Servir solo o con unas gotas de agua; marida con chocolate negro y quesos curados.",
    "Da gustare liscio o con una goccia d'acqua; si abbina a cioccolato fondente e formaggi stagionati.",
  ),
  clear: L(
    "Serve chilled as a digestif, or in classic cocktails.",
    "Gekühlt als Digestif servieren oder in klassischen Cocktails.",
    "À servir frais en digestif ou dans des cocktails classiques.",
    "Servir frío como digestivo o en cócteles clásicos.",
    "Da servire fresco come digestivo o in cocktail classici.",
  ),
  gin: L(
    "Perfect in a gin and tonic with a twist of lemon, or in a dry Martini.",
    "Perfekt im Gin Tonic mit Zitronenzeste oder im Dry Martini.",
    "Parfait en gin tonic avec un zeste de citron, ou en Dry Martini.",
    "Perfecto en gin-tonic con piel de limón o en un Dry Martini.",
    "Perfetto nel gin tonic con scorza di limone o in un Dry Martini.",
  ),
  agave: L(
    "Sip neat with orange slices, or mix into a Paloma.",
    "Pur mit Orangenscheiben genießen oder in einer Paloma.",
    "À déguster pur avec des tranches d'orange, ou en Paloma.",
    "Tomar solo con rodajas de naranja o en una Paloma.",
    "Da sorseggiare liscio con spicchi d'arancia o in una Paloma.",
  ),
};

export function spiritServing(family: SpiritFamily): Localized {
  if (family === "gin") return SERVING.gin;
  if (family === "agave") return SERVING.agave;
  return family === "aged" || family === "peated" ? SERVING.aged : SERVING.clear;
}
