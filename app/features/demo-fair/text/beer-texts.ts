import type { BeerStyle } from "../data/beer";
import { regionName } from "./place-names";
import { aOrAn, joinList, LOCALE_LIST, type Localized } from "./words";

// Beer descriptions, brewing notes and pairings. Style names stay as the
// trade writes them ("Pilsner", "India Pale Ale") in every language.

const L = (en: string, de: string, fr: string, es: string, it: string): Localized => ({ en, de, fr, es, it });

export type BeerFamily = "hoppy" | "clean" | "dark" | "sour" | "wheat" | "belgian";

export function beerFamily(style: BeerStyle): BeerFamily {
  if (style.sour) return "sour";
  if (/IPA|Pale Ale|India/.test(style.name)) return "hoppy";
  if (/Weissbier|Witbier/.test(style.name)) return "wheat";
  if (/Tripel|Dubbel|Saison/.test(style.name)) return "belgian";
  if (style.color === "dark") return "dark";
  return "clean";
}

const TASTING: Record<BeerFamily, Localized[]> = {
  hoppy: [
    L(
      "Bursting with grapefruit, pine and tropical fruit, with a clean, bitter finish.",
      "Voller Grapefruit, Kiefernnadeln und tropischer Frucht, mit klarem, herbem Abgang.",
      "Explosive en pamplemousse, pin et fruits tropicaux, avec une finale nette et amère.",
      "Repleta de pomelo, pino y fruta tropical, con un final limpio y amargo.",
      "Ricca di pompelmo, resina e frutta tropicale, con un finale pulito e amaro.",
    ),
    L(
      "Juicy mango and passion fruit over a soft, rounded body.",
      "Saftige Mango und Maracuja über einem weichen, runden Körper.",
      "Mangue juteuse et fruit de la passion sur un corps souple et rond.",
      "Mango jugoso y maracuyá sobre un cuerpo suave y redondo.",
      "Mango succoso e frutto della passione su un corpo morbido e rotondo.",
    ),
  ],
  clean: [
    L(
      "Crisp and clean, with bready malt, floral hops and a dry finish.",
      "Frisch und klar, mit brotiger Malznote, floralem Hopfen und trockenem Abgang.",
      "Nette et désaltérante, avec un malt aux notes de pain, un houblon floral et une finale sèche.",
      "Limpia y refrescante, con malta a pan, lúpulo floral y un final seco.",
      "Pulita e fresca, con malto che ricorda il pane, luppolo floreale e un finale secco.",
    ),
    L(
      "Honeyed malt and a gentle herbal bitterness; smooth and very drinkable.",
      "Honigartiges Malz und eine sanfte, kräuterige Bittere; weich und süffig.",
      "Malt miellé et une douce amertume herbacée ; souple et très buvable.",
      "Malta melosa y un suave amargor herbáceo; sedosa y muy bebible.",
      "Malto mielato e un delicato amaro erbaceo; morbida e molto beverina.",
    ),
  ],
  dark: [
    L(
      "Roasted coffee, dark chocolate and a hint of liquorice on a creamy palate.",
      "Röstkaffee, dunkle Schokolade und ein Hauch Lakritz an einem cremigen Gaumen.",
      "Café torréfié, chocolat noir et une pointe de réglisse sur une bouche crémeuse.",
      "Café tostado, chocolate negro y un toque de regaliz en una boca cremosa.",
      "Caffè tostato, cioccolato fondente e un accenno di liquirizia su un palato cremoso.",
    ),
    L(
      "Caramel, toasted bread and dried fruit, with a warming finish.",
      "Karamell, geröstetes Brot und Trockenfrüchte, mit wärmendem Abgang.",
      "Caramel, pain grillé et fruits secs, avec une finale chaleureuse.",
      "Caramelo, pan tostado y frutos secos, con un final cálido.",
      "Caramello, pane tostato e frutta secca, con un finale caldo.",
    ),
  ],
  sour: [
    L(
      "Tart and refreshing, with notes of lemon, green apple and a rustic funk.",
      "Säuerlich und erfrischend, mit Noten von Zitrone, grünem Apfel und einem Hauch Stall.",
      "Acidulée et rafraîchissante, avec des notes de citron, de pomme verte et une touche rustique.",
      "Ácida y refrescante, con notas de limón, manzana verde y un toque rústico.",
      "Acidula e rinfrescante, con note di limone, mela verde e un tocco rustico.",
    ),
    L(
      "Sour cherry, oak and a gentle acetic lift; complex and vinous.",
      "Sauerkirsche, Eiche und eine dezente Essignote; komplex und weinig.",
      "Griotte, chêne et une légère note acétique ; complexe et vineuse.",
      "Guinda, roble y un ligero toque acético; compleja y vinosa.",
      "Amarena, legno e una leggera nota acetica; complessa e vinosa.",
    ),
  ],
  wheat: [
    L(
      "Banana, clove and fresh bread with a soft, creamy mouthfeel.",
      "Banane, Nelke und frisches Brot mit weichem, cremigem Mundgefühl.",
      "Banane, clou de girofle et pain frais, avec une texture douce et crémeuse.",
      "Plátano, clavo y pan recién hecho, con una textura suave y cremosa.",
      "Banana, chiodi di garofano e pane fresco, con una sensazione morbida e cremosa.",
    ),
    L(
      "Coriander, orange peel and a light, zesty finish.",
      "Koriander, Orangenschale und ein leichter, spritziger Abgang.",
      "Coriandre, écorce d'orange et une finale légère et vive.",
      "Cilantro, piel de naranja y un final ligero y chispeante.",
      "Coriandolo, scorza d'arancia e un finale leggero e vivace.",
    ),
  ],
  belgian: [
    L(
      "Spicy yeast, pear and white pepper over a dry, effervescent body.",
      "Würzige Hefe, Birne und weißer Pfeffer über einem trockenen, spritzigen Körper.",
      "Levure épicée, poire et poivre blanc sur un corps sec et pétillant.",
      "Levadura especiada, pera y pimienta blanca sobre un cuerpo seco y efervescente.",
      "Lievito speziato, pera e pepe bianco su un corpo secco ed effervescente.",
    ),
    L(
      "Dark fruit, brown sugar and gentle spice; rich yet dangerously drinkable.",
      "Dunkle Früchte, brauner Zucker und dezente Würze; vollmundig und doch gefährlich süffig.",
      "Fruits noirs, sucre brun et épices douces ; riche mais terriblement buvable.",
      "Fruta negra, azúcar moreno y especias suaves; rica pero peligrosamente bebible.",
      "Frutti scuri, zucchero di canna e spezie delicate; ricca ma pericolosamente beverina.",
    ),
  ],
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const memo = new Map<string, Localized>();

export function beerDescription(style: BeerStyle, region: string, variant: number): Localized {
  const key = `${style.name}|${region}|${variant % 2}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const tasting = TASTING[beerFamily(style)][variant % 2];
  const out = {} as Localized;
  for (const l of LOCALE_LIST) {
    const r = regionName(l, region);
    const hops = joinList(l, style.hops);
    const opening = {
      en: `${capitalize(aOrAn(style.name))} from ${r}, brewed with ${hops} hops.`,
      de: `Ein ${style.name} aus ${r}, gebraut mit Hopfen der Sorten ${hops}.`,
      fr: `Une bière de style ${style.name} (${r}), brassée avec du houblon ${hops}.`,
      es: `Una cerveza de estilo ${style.name} (${r}), elaborada con lúpulo ${hops}.`,
      it: `Una birra in stile ${style.name} (${r}), prodotta con luppolo ${hops}.`,
    }[l];
    out[l] = `${opening} ${tasting[l]}`;
  }
  memo.set(key, out);
  return out;
}

const BREWING: Record<BeerStyle["fermentation"], Localized> = {
  "Bottom-fermented": L(
    "Bottom-fermented and lagered cold for several weeks.",
    "Untergärig vergoren und mehrere Wochen kalt gelagert.",
    "Fermentation basse et garde à froid pendant plusieurs semaines.",
    "Fermentación baja y maduración en frío durante varias semanas.",
    "Bassa fermentazione e maturazione a freddo per diverse settimane.",
  ),
  "Top-fermented": L(
    "Top-fermented with the house yeast and conditioned before packaging.",
    "Obergärig mit hauseigener Hefe vergoren und vor der Abfüllung nachgereift.",
    "Fermentation haute avec la levure maison, puis maturation avant conditionnement.",
    "Fermentación alta con levadura propia y maduración antes del envasado.",
    "Alta fermentazione con il lievito della casa e maturazione prima del confezionamento.",
  ),
  "Spontaneous fermentation": L(
    "Spontaneously fermented by wild yeasts after a night in the coolship, then aged in oak.",
    "Nach einer Nacht im Kühlschiff spontan durch wilde Hefen vergoren, dann in Eichenholz gereift.",
    "Fermentation spontanée par les levures sauvages après une nuit en bac refroidissoir, puis élevage en fût de chêne.",
    "Fermentación espontánea con levaduras salvajes tras una noche en el enfriador abierto, y crianza en roble.",
    "Fermentazione spontanea con lieviti selvaggi dopo una notte nella vasca di raffreddamento, poi maturazione in rovere.",
  ),
  "Mixed fermentation": L(
    "Mixed fermentation with yeast and bacteria, matured in oak foeders.",
    "Gemischte Gärung mit Hefen und Bakterien, gereift in Holzfudern.",
    "Fermentation mixte (levures et bactéries), maturation en foudres de chêne.",
    "Fermentación mixta con levaduras y bacterias, madurada en fudres de roble.",
    "Fermentazione mista con lieviti e batteri, maturata in grandi botti di rovere.",
  ),
};

export const brewingNotes = (style: BeerStyle): Localized => BREWING[style.fermentation];

const PAIRING: Record<BeerFamily, Localized> = {
  clean: L(
    "Pretzels, sausages and fried fish.",
    "Brezeln, Würstchen und Backfisch.",
    "Bretzels, saucisses et poisson frit.",
    "Pretzels, salchichas y pescado frito.",
    "Brezel, salsicce e pesce fritto.",
  ),
  hoppy: L(
    "Spicy curries, burgers and tacos.",
    "Scharfe Currys, Burger und Tacos.",
    "Currys épicés, burgers et tacos.",
    "Currys picantes, hamburguesas y tacos.",
    "Curry piccanti, hamburger e tacos.",
  ),
  dark: L(
    "Oysters, chocolate desserts and smoked meats.",
    "Austern, Schokoladendesserts und Geräuchertes.",
    "Huîtres, desserts au chocolat et viandes fumées.",
    "Ostras, postres de chocolate y carnes ahumadas.",
    "Ostriche, dolci al cioccolato e carni affumicate.",
  ),
  sour: L(
    "Goat's cheese, salads and mussels.",
    "Ziegenkäse, Salate und Miesmuscheln.",
    "Fromage de chèvre, salades et moules.",
    "Queso de cabra, ensaladas y mejillones.",
    "Formaggio di capra, insalate e cozze.",
  ),
  wheat: L(
    "Weisswurst, seafood and brunch dishes.",
    "Weißwurst, Meeresfrüchte und Brunch.",
    "Saucisse blanche bavaroise, fruits de mer et brunch.",
    "Salchicha blanca bávara, marisco y brunch.",
    "Weisswurst, frutti di mare e brunch.",
  ),
  belgian: L(
    "Washed-rind cheeses, mussels and roast poultry.",
    "Rotschmierkäse, Muscheln und Geflügelbraten.",
    "Fromages à croûte lavée, moules et volaille rôtie.",
    "Quesos de corteza lavada, mejillones y aves asadas.",
    "Formaggi a crosta lavata, cozze e pollame arrosto.",
  ),
};

export const beerFoodPairing = (style: BeerStyle): Localized => PAIRING[beerFamily(style)];
