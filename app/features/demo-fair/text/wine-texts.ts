import type { Locale } from "~/lib/locales";
import { regionName } from "./place-names";
import { BODY, type Body, frDe, joinList, type Localized, WINE_STYLE, type WineStyle } from "./words";

// Wine descriptions: an opening sentence built from the product's facts,
// then a tasting sentence chosen from a pool that fits the style.

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });

export interface WineTextParams {
  name: string;
  style: WineStyle;
  body: Body;
  denomination: string;
  region: string;
  grapes: string[];
}

type Opening = (p: WineTextParams, locale: Locale) => string;

/** "Pauillac (Bordeaux)", or just "Yamanashi" when the denomination is the region. */
function place(p: WineTextParams, l: Locale): string {
  const r = regionName(l, p.region);
  return p.denomination === p.region ? r : `${p.denomination} (${r})`;
}

const OPENINGS: Opening[] = [
  (p, l) => {
    const s = WINE_STYLE[p.style][l],
      b = BODY[p.body][l],
      g = joinList(l, p.grapes),
      at = place(p, l);
    switch (l) {
      case "en":
        return `A ${b} ${s} from ${at}, made from ${g}.`;
      case "de":
        return `Ein ${b} ${s} aus ${at}, gekeltert aus ${g}.`;
      case "fr":
        return `Un ${s} ${b} ${frDe(at)}, issu de ${g}.`;
      case "es":
        return `Un ${s} ${b} de ${at}, elaborado con ${g}.`;
      case "it":
        return `Un ${s} ${b} proveniente da ${at}, ottenuto da ${g}.`;
    }
  },
  (p, l) => {
    const s = WINE_STYLE[p.style][l],
      b = BODY[p.body][l],
      d = p.denomination === p.region ? regionName(l, p.region) : p.denomination,
      g = joinList(l, p.grapes);
    switch (l) {
      case "en":
        return `${p.name} is a ${b} ${s} from ${d}, made from ${g}.`;
      case "de":
        return `${p.name} ist ein ${b} ${s} aus ${d}, gekeltert aus ${g}.`;
      case "fr":
        return `${p.name} est un ${s} ${b} ${frDe(d)}, issu de ${g}.`;
      case "es":
        return `${p.name} es un ${s} ${b} de ${d}, elaborado con ${g}.`;
      case "it":
        return `${p.name} è un ${s} ${b} proveniente da ${d}, ottenuto da ${g}.`;
    }
  },
  (p, l) => {
    const s = WINE_STYLE[p.style][l],
      b = BODY[p.body][l],
      g = joinList(l, p.grapes),
      at = place(p, l);
    switch (l) {
      case "en":
        return `From ${p.denomination === p.region ? at : `${p.denomination} in ${regionName(l, p.region)}`} comes this ${b} ${s}, made from ${g}.`;
      case "de":
        return `Aus ${at}: ein ${b} ${s}, gekeltert aus ${g}.`;
      case "fr":
        return `Originaire ${frDe(at)}, ce ${s} ${b} est issu de ${g}.`;
      case "es":
        return `Procedente de ${at}, este ${s} ${b} se elabora con ${g}.`;
      case "it":
        return `Da ${at} nasce questo ${s} ${b}, ottenuto da ${g}.`;
    }
  },
];

const TASTING: Record<"red" | "white" | "rose" | "orange" | "sparkling" | "sweet", Localized[]> = {
  red: [
    L(
      "Aromas of blackcurrant, cedar and graphite lead to a firm, long finish.",
      "Aromen von Cassis, Zedernholz und Graphit münden in einen festen, langen Abgang.",
      "Des arômes de cassis, de cèdre et de graphite mènent à une finale ferme et longue.",
      "Aromas de grosella negra, cedro y grafito dan paso a un final firme y largo.",
      "Sentori di ribes nero, cedro e grafite conducono a un finale deciso e lungo.",
    ),
    L(
      "Red cherry, violet and a hint of spice on the nose; fine-grained tannins and fresh acidity on the palate.",
      "In der Nase rote Kirsche, Veilchen und ein Hauch Würze; am Gaumen feinkörniges Tannin und frische Säure.",
      "Au nez, cerise rouge, violette et une touche d'épices ; en bouche, des tanins fins et une belle fraîcheur.",
      "En nariz, cereza roja, violeta y un toque especiado; en boca, taninos finos y acidez fresca.",
      "Al naso ciliegia rossa, viola e un accenno di spezie; in bocca tannini fini e fresca acidità.",
    ),
    L(
      "Ripe plum, blackberry and cocoa, with supple tannins and a warm, generous finish.",
      "Reife Pflaume, Brombeere und Kakao, dazu geschmeidige Tannine und ein warmer, großzügiger Abgang.",
      "Prune mûre, mûre et cacao, avec des tanins souples et une finale chaleureuse et généreuse.",
      "Ciruela madura, mora y cacao, con taninos sedosos y un final cálido y generoso.",
      "Prugna matura, mora e cacao, con tannini morbidi e un finale caldo e generoso.",
    ),
    L(
      "Savoury notes of dried herbs, leather and sour cherry, framed by firm tannins.",
      "Würzige Noten von getrockneten Kräutern, Leder und Sauerkirsche, getragen von festem Tannin.",
      "Des notes savoureuses d'herbes sèches, de cuir et de griotte, portées par des tanins fermes.",
      "Notas sabrosas de hierbas secas, cuero y guinda, enmarcadas por taninos firmes.",
      "Note sapide di erbe secche, cuoio e amarena, sostenute da tannini decisi.",
    ),
    L(
      "Raspberry, pepper and a floral lift; juicy, bright and easy to enjoy.",
      "Himbeere, Pfeffer und florale Frische; saftig, lebendig und unkompliziert.",
      "Framboise, poivre et une touche florale ; juteux, vif et facile à apprécier.",
      "Frambuesa, pimienta y un toque floral; jugoso, vivo y fácil de disfrutar.",
      "Lampone, pepe e una nota floreale; succoso, vivace e di facile beva.",
    ),
  ],
  white: [
    L(
      "Citrus, white flowers and a chalky minerality carry through to a crisp finish.",
      "Zitrus, weiße Blüten und eine kreidige Mineralität tragen bis in den knackigen Abgang.",
      "Agrumes, fleurs blanches et une minéralité crayeuse se prolongent jusqu'à une finale vive.",
      "Cítricos, flores blancas y una mineralidad calcárea se prolongan hasta un final vibrante.",
      "Agrumi, fiori bianchi e una mineralità gessosa accompagnano fino a un finale fresco.",
    ),
    L(
      "Ripe peach, apricot and a touch of honey, balanced by lively acidity.",
      "Reifer Pfirsich, Aprikose und ein Hauch Honig, ausbalanciert von lebendiger Säure.",
      "Pêche mûre, abricot et une pointe de miel, équilibrés par une acidité vive.",
      "Melocotón maduro, albaricoque y un toque de miel, equilibrados por una acidez viva.",
      "Pesca matura, albicocca e un tocco di miele, bilanciati da una vivace acidità.",
    ),
    L(
      "Green apple, lime and fresh herbs; taut, saline and precise.",
      "Grüner Apfel, Limette und frische Kräuter; straff, salzig und präzise.",
      "Pomme verte, citron vert et herbes fraîches ; tendu, salin et précis.",
      "Manzana verde, lima y hierbas frescas; tenso, salino y preciso.",
      "Mela verde, lime ed erbe fresche; teso, sapido e preciso.",
    ),
    L(
      "Notes of hazelnut, brioche and yellow fruit from careful lees ageing.",
      "Noten von Haselnuss, Brioche und gelben Früchten dank sorgfältiger Hefelagerung.",
      "Des notes de noisette, de brioche et de fruits jaunes, fruit d'un élevage soigné sur lies.",
      "Notas de avellana, brioche y fruta amarilla gracias a una cuidada crianza sobre lías.",
      "Note di nocciola, brioche e frutta gialla grazie a un attento affinamento sulle fecce.",
    ),
    L(
      "Passion fruit, gooseberry and elderflower on an aromatic, refreshing palate.",
      "Maracuja, Stachelbeere und Holunderblüte an einem aromatischen, erfrischenden Gaumen.",
      "Fruit de la passion, groseille à maquereau et fleur de sureau sur une bouche aromatique et rafraîchissante.",
      "Maracuyá, grosella espinosa y flor de saúco en una boca aromática y refrescante.",
      "Frutto della passione, uva spina e fiori di sambuco su un palato aromatico e rinfrescante.",
    ),
  ],
  rose: [
    L(
      "Wild strawberry, redcurrant and a hint of citrus; dry, delicate and refreshing.",
      "Walderdbeere, rote Johannisbeere und ein Hauch Zitrus; trocken, zart und erfrischend.",
      "Fraise des bois, groseille et une touche d'agrumes ; sec, délicat et rafraîchissant.",
      "Fresa silvestre, grosella roja y un toque cítrico; seco, delicado y refrescante.",
      "Fragolina di bosco, ribes rosso e un accenno di agrumi; secco, delicato e rinfrescante.",
    ),
    L(
      "Peach, watermelon and rose petals with a saline, mouth-watering finish.",
      "Pfirsich, Wassermelone und Rosenblätter mit einem salzigen, animierenden Abgang.",
      "Pêche, pastèque et pétales de rose, avec une finale saline et salivante.",
      "Melocotón, sandía y pétalos de rosa, con un final salino y sabroso.",
      "Pesca, anguria e petali di rosa, con un finale sapido e invitante.",
    ),
    L(
      "Raspberry and blood orange over a fine, gently spicy structure.",
      "Himbeere und Blutorange über einer feinen, dezent würzigen Struktur.",
      "Framboise et orange sanguine sur une structure fine, légèrement épicée.",
      "Frambuesa y naranja sanguina sobre una estructura fina, ligeramente especiada.",
      "Lampone e arancia rossa su una struttura fine e leggermente speziata.",
    ),
  ],
  orange: [
    L(
      "Dried apricot, orange peel and black tea, with grippy tannins from skin contact.",
      "Getrocknete Aprikose, Orangenschale und Schwarztee, mit griffigem Tannin aus der Maischestandzeit.",
      "Abricot sec, zeste d'orange et thé noir, avec une accroche tannique due à la macération pelliculaire.",
      "Albaricoque seco, piel de naranja y té negro, con taninos firmes fruto del contacto con las pieles.",
      "Albicocca secca, scorza d'arancia e tè nero, con un tannino deciso dovuto alla macerazione sulle bucce.",
    ),
    L(
      "Quince, walnut and dried herbs; textured, savoury and long.",
      "Quitte, Walnuss und getrocknete Kräuter; texturiert, würzig und lang.",
      "Coing, noix et herbes sèches ; texturé, savoureux et long.",
      "Membrillo, nuez y hierbas secas; con textura, sabroso y largo.",
      "Mela cotogna, noce ed erbe secche; materico, sapido e lungo.",
    ),
    L(
      "Notes of honey, bergamot and spice, with a dry, tannic finish.",
      "Noten von Honig, Bergamotte und Gewürzen, mit trockenem, gerbstoffbetontem Abgang.",
      "Des notes de miel, de bergamote et d'épices, avec une finale sèche et tannique.",
      "Notas de miel, bergamota y especias, con un final seco y tánico.",
      "Note di miele, bergamotto e spezie, con un finale secco e tannico.",
    ),
  ],
  sparkling: [
    L(
      "Fine, persistent bubbles carry notes of green apple, brioche and toasted almond.",
      "Feine, anhaltende Perlage trägt Noten von grünem Apfel, Brioche und gerösteten Mandeln.",
      "Une bulle fine et persistante porte des notes de pomme verte, de brioche et d'amande grillée.",
      "Una burbuja fina y persistente lleva notas de manzana verde, brioche y almendra tostada.",
      "Un perlage fine e persistente accompagna note di mela verde, brioche e mandorla tostata.",
    ),
    L(
      "Lemon zest, white peach and a creamy mousse; bright and elegant.",
      "Zitronenzeste, weißer Pfirsich und eine cremige Mousse; lebendig und elegant.",
      "Zeste de citron, pêche blanche et une mousse crémeuse ; vif et élégant.",
      "Piel de limón, melocotón blanco y una espuma cremosa; vivo y elegante.",
      "Scorza di limone, pesca bianca e una spuma cremosa; vivace ed elegante.",
    ),
    L(
      "Red berries and a hint of pastry over a crisp, chalky backbone.",
      "Rote Beeren und ein Hauch Gebäck über einem knackigen, kreidigen Rückgrat.",
      "Fruits rouges et une touche pâtissière sur une trame vive et crayeuse.",
      "Frutos rojos y un toque de bollería sobre una estructura fresca y calcárea.",
      "Frutti rossi e un accenno di pasticceria su una struttura fresca e gessosa.",
    ),
  ],
  sweet: [
    L(
      "Candied apricot, saffron and orange marmalade, lifted by vibrant acidity.",
      "Kandierte Aprikose, Safran und Orangenmarmelade, getragen von lebhafter Säure.",
      "Abricot confit, safran et marmelade d'orange, relevés par une acidité éclatante.",
      "Albaricoque confitado, azafrán y mermelada de naranja, realzados por una acidez vibrante.",
      "Albicocca candita, zafferano e marmellata d'arancia, ravvivati da una vibrante acidità.",
    ),
    L(
      "Honey, quince and exotic fruit; rich yet never heavy, with a long, luscious finish.",
      "Honig, Quitte und exotische Früchte; reichhaltig, aber nie schwer, mit langem, üppigem Abgang.",
      "Miel, coing et fruits exotiques ; riche sans jamais être lourd, avec une finale longue et onctueuse.",
      "Miel, membrillo y fruta exótica; untuoso pero nunca pesado, con un final largo y opulento.",
      "Miele, mela cotogna e frutta esotica; ricco ma mai pesante, con un finale lungo e suadente.",
    ),
  ],
};

const tastingGroup = (style: WineStyle) => (style === "sparklingRose" ? "sparkling" : (style as keyof typeof TASTING));

// Tasting notes that suit the body: no "warm, generous finish" for a light red.
const FITTING: Partial<Record<keyof typeof TASTING, Record<Body, number[]>>> = {
  red: { light: [1, 4, 3], moderate: [1, 3, 4], full: [0, 2, 3], complex: [0, 2, 3] },
  white: { light: [0, 2, 4], moderate: [0, 1, 2, 4], full: [1, 3], complex: [1, 3] },
};

/**
 * Opening sentence and tasting note chosen by `variant`. Descriptions that do
 * not quote the product's name are shared through `cache` (one per fair).
 */
export function wineDescription(p: WineTextParams, variant: number, cache?: Map<string, Localized>): Localized {
  const group = tastingGroup(p.style);
  const tasting = TASTING[group];
  const fitting = FITTING[group]?.[p.body] ?? tasting.map((_, i) => i);
  const tastingIndex = fitting[Math.floor(variant / OPENINGS.length) % fitting.length];
  const openingIndex = variant % OPENINGS.length;
  const key =
    openingIndex === 1 || !cache
      ? null
      : `${openingIndex}|${tastingIndex}|${p.style}|${p.body}|${p.denomination}|${p.region}|${p.grapes.join(",")}`;
  const hit = key ? cache!.get(key) : undefined;
  if (hit) return hit;
  const out = {} as Localized;
  for (const locale of ["en", "de", "fr", "es", "it"] as const)
    out[locale] = `${OPENINGS[openingIndex](p, locale)} ${tasting[tastingIndex][locale]}`;
  if (key) cache!.set(key, out);
  return out;
}

const PAIRING: Record<keyof typeof TASTING, Localized[]> = {
  red: [
    L(
      "Roast lamb, grilled red meat and aged hard cheeses.",
      "Lammbraten, gegrilltes rotes Fleisch und gereifte Hartkäse.",
      "Agneau rôti, viandes rouges grillées et fromages à pâte dure affinés.",
      "Cordero asado, carnes rojas a la parrilla y quesos curados.",
      "Agnello arrosto, carni rosse alla griglia e formaggi stagionati.",
    ),
    L(
      "Game, mushroom risotto and braised beef.",
      "Wild, Pilzrisotto und geschmortes Rindfleisch.",
      "Gibier, risotto aux champignons et bœuf braisé.",
      "Caza, risotto de setas y ternera estofada.",
      "Selvaggina, risotto ai funghi e brasato di manzo.",
    ),
    L(
      "Charcuterie, pizza and pasta with tomato sauce.",
      "Wurstwaren, Pizza und Pasta mit Tomatensauce.",
      "Charcuterie, pizza et pâtes à la sauce tomate.",
      "Embutidos, pizza y pasta con salsa de tomate.",
      "Salumi, pizza e pasta al pomodoro.",
    ),
  ],
  white: [
    L(
      "Oysters, grilled fish and goat's cheese.",
      "Austern, gegrillter Fisch und Ziegenkäse.",
      "Huîtres, poisson grillé et fromage de chèvre.",
      "Ostras, pescado a la plancha y queso de cabra.",
      "Ostriche, pesce alla griglia e formaggio di capra.",
    ),
    L(
      "Roast chicken, creamy sauces and lobster.",
      "Brathähnchen, cremige Saucen und Hummer.",
      "Poulet rôti, sauces crémeuses et homard.",
      "Pollo asado, salsas cremosas y bogavante.",
      "Pollo arrosto, salse cremose e astice.",
    ),
    L(
      "Asian dishes, sushi and light salads.",
      "Asiatische Gerichte, Sushi und leichte Salate.",
      "Cuisine asiatique, sushis et salades légères.",
      "Cocina asiática, sushi y ensaladas ligeras.",
      "Cucina asiatica, sushi e insalate leggere.",
    ),
  ],
  rose: [
    L(
      "Mediterranean starters, grilled prawns and salade niçoise.",
      "Mediterrane Vorspeisen, gegrillte Garnelen und Salade niçoise.",
      "Entrées méditerranéennes, crevettes grillées et salade niçoise.",
      "Entrantes mediterráneos, gambas a la plancha y ensalada nizarda.",
      "Antipasti mediterranei, gamberi alla griglia e insalata nizzarda.",
    ),
    L(
      "Aperitif, tapas and summer barbecues.",
      "Aperitif, Tapas und sommerliche Grillabende.",
      "Apéritif, tapas et barbecues d'été.",
      "Aperitivo, tapas y barbacoas de verano.",
      "Aperitivo, tapas e grigliate estive.",
    ),
  ],
  orange: [
    L(
      "Spiced dishes, roast pork and aged cheeses.",
      "Würzige Gerichte, Schweinebraten und gereifte Käse.",
      "Plats épicés, rôti de porc et fromages affinés.",
      "Platos especiados, cerdo asado y quesos curados.",
      "Piatti speziati, arrosto di maiale e formaggi stagionati.",
    ),
    L(
      "Khachapuri, walnut sauces and grilled vegetables.",
      "Chatschapuri, Walnusssaucen und gegrilltes Gemüse.",
      "Khatchapouri, sauces aux noix et légumes grillés.",
      "Jachapuri, salsas de nuez y verduras a la parrilla.",
      "Khachapuri, salse di noci e verdure grigliate.",
    ),
  ],
  sparkling: [
    L(
      "Aperitif, oysters and fried snacks.",
      "Aperitif, Austern und Frittiertes.",
      "Apéritif, huîtres et fritures.",
      "Aperitivo, ostras y frituras.",
      "Aperitivo, ostriche e fritture.",
    ),
    L(
      "Smoked salmon, sushi and celebrations.",
      "Räucherlachs, Sushi und festliche Anlässe.",
      "Saumon fumé, sushis et grandes occasions.",
      "Salmón ahumado, sushi y celebraciones.",
      "Salmone affumicato, sushi e occasioni di festa.",
    ),
  ],
  sweet: [
    L(
      "Blue cheese, foie gras and fruit tarts.",
      "Blauschimmelkäse, Foie gras und Obsttartes.",
      "Fromages bleus, foie gras et tartes aux fruits.",
      "Quesos azules, foie gras y tartas de fruta.",
      "Formaggi erborinati, foie gras e crostate di frutta.",
    ),
    L(
      "Crème brûlée, almond pastries or simply on its own.",
      "Crème brûlée, Mandelgebäck oder einfach pur.",
      "Crème brûlée, pâtisseries aux amandes ou simplement seul.",
      "Crema catalana, pastas de almendra o simplemente solo.",
      "Crème brûlée, pasticceria alle mandorle o semplicemente da solo.",
    ),
  ],
};

export function wineFoodPairing(style: WineStyle, variant: number): Localized {
  const pool = PAIRING[tastingGroup(style)];
  return pool[variant % pool.length];
}
