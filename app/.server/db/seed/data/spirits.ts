// Spirit types with the places they come from, their usual expressions and
// how they are made. Strengths stay within 37.5–60 % vol.

export interface SpiritExpression {
  label: string; // appended to the brand, e.g. "XO", "12 Year Old"
  abv: [number, number];
  aged: boolean;
  years?: number;
  tier: number; // 0..3, drives the price range
}

export interface SpiritType {
  type: string; // products.spirit_type
  country: string;
  region: string;
  subregions: string[];
  hub: string;
  base: string; // what it is distilled from
  distillation: string;
  casks: string[];
  expressions: SpiritExpression[];
  clear: boolean; // colour of the unaged expressions
  bottle: "decanter" | "spirit";
  weight: number;
}

const ex = (label: string, abv: [number, number], tier: number, aged = true, years?: number): SpiritExpression => ({ label, abv, aged, years, tier });

const FRENCH_OAK = ["French oak (Limousin)", "French oak (Tronçais)"];
const WHISKY_CASKS = ["ex-bourbon barrels", "Oloroso sherry butts", "ex-bourbon barrels and sherry butts", "refill hogsheads"];

export const SPIRIT_TYPES: SpiritType[] = [
  {
    type: "Cognac", country: "FR", region: "Cognac", subregions: ["Grande Champagne", "Petite Champagne", "Borderies", "Fins Bois"], hub: "Cognac",
    base: "Ugni Blanc", distillation: "Double-distilled on the lees in copper Charentais alembics", casks: FRENCH_OAK, clear: false, bottle: "decanter", weight: 5,
    expressions: [ex("VS", [40, 40], 1, true, 2), ex("VSOP", [40, 42], 2, true, 4), ex("XO", [40, 42], 3, true, 10), ex("Hors d'Âge", [40, 45], 3, true, 20)],
  },
  {
    type: "Armagnac", country: "FR", region: "Armagnac", subregions: ["Bas-Armagnac", "Ténarèze", "Haut-Armagnac"], hub: "Eauze",
    base: "Baco Blanc and Ugni Blanc", distillation: "Single continuous distillation in an Armagnac column still", casks: ["Gascon black oak", ...FRENCH_OAK], clear: false, bottle: "decanter", weight: 2,
    expressions: [ex("VSOP", [40, 42], 2, true, 4), ex("XO", [40, 44], 2, true, 10), ex("Hors d'Âge", [42, 48], 3, true, 20), ex("Blanche d'Armagnac", [40, 46], 1, false)],
  },
  {
    type: "Calvados", country: "FR", region: "Normandy", subregions: ["Pays d'Auge", "Domfrontais"], hub: "Pont-l'Évêque",
    base: "cider apples and perry pears", distillation: "Double-distilled in copper pot stills", casks: ["old French oak casks"], clear: false, bottle: "spirit", weight: 2,
    expressions: [ex("Fine", [40, 40], 1, true, 2), ex("Vieille Réserve", [40, 42], 1, true, 4), ex("XO", [40, 42], 2, true, 6), ex("Hors d'Âge", [40, 45], 3, true, 15)],
  },
  {
    type: "Rhum agricole", country: "FR", region: "Martinique", subregions: [], hub: "Fort-de-France",
    base: "fresh sugarcane juice", distillation: "Distilled in a Creole column still", casks: ["ex-bourbon barrels", "French oak"], clear: true, bottle: "spirit", weight: 2,
    expressions: [ex("Blanc", [50, 55], 0, false), ex("Élevé sous bois", [40, 45], 1, true, 1), ex("VSOP", [42, 45], 2, true, 4), ex("XO", [42, 46], 3, true, 6)],
  },
  {
    type: "Scotch single malt whisky", country: "GB", region: "Scotland", subregions: ["Speyside", "Islay", "Highlands", "Campbeltown"], hub: "Dufftown",
    base: "malted barley", distillation: "Double-distilled in copper pot stills", casks: WHISKY_CASKS, clear: false, bottle: "spirit", weight: 7,
    expressions: [
      ex("10 Year Old", [40, 46], 1, true, 10), ex("12 Year Old", [40, 46], 2, true, 12), ex("15 Year Old", [43, 46], 2, true, 15),
      ex("18 Year Old", [43, 46], 3, true, 18), ex("Cask Strength", [55, 60], 2, true, 10), ex("Sherry Cask Finish", [46, 46], 2, true, 12),
    ],
  },
  {
    type: "Irish whiskey", country: "IE", region: "Munster", subregions: ["East Cork"], hub: "Midleton",
    base: "malted and unmalted barley", distillation: "Triple-distilled in copper pot stills", casks: ["ex-bourbon barrels", "Oloroso sherry butts"], clear: false, bottle: "spirit", weight: 3,
    expressions: [ex("Single Pot Still", [40, 46], 2, true, 7), ex("Single Malt 12 Year Old", [40, 46], 2, true, 12), ex("Blended", [40, 40], 1, true, 4), ex("Cask Strength", [55, 59], 3, true, 10)],
  },
  {
    type: "Bourbon whiskey", country: "US", region: "Kentucky", subregions: ["Nelson County"], hub: "Bardstown",
    base: "corn, rye and malted barley", distillation: "Column still with a copper doubler", casks: ["new charred American oak barrels"], clear: false, bottle: "spirit", weight: 3,
    expressions: [ex("Straight Bourbon", [40, 45], 1, true, 4), ex("Small Batch", [45, 50], 2, true, 6), ex("Single Barrel", [47, 55], 2, true, 8), ex("Bottled-in-Bond", [50, 50], 2, true, 4), ex("Straight Rye", [45, 50], 2, true, 4)],
  },
  {
    type: "Japanese whisky", country: "JP", region: "Hokkaido", subregions: [], hub: "Yoichi",
    base: "peated malted barley", distillation: "Double-distilled in coal-fired pot stills", casks: ["Mizunara oak", "ex-bourbon barrels", "sherry butts"], clear: false, bottle: "spirit", weight: 1,
    expressions: [ex("Single Malt", [43, 45], 2, true, 8), ex("Blended Malt", [43, 43], 2, true, 6), ex("Mizunara Cask", [46, 48], 3, true, 12)],
  },
  {
    type: "Tasmanian single malt", country: "AU", region: "Tasmania", subregions: [], hub: "Hobart",
    base: "Tasmanian malted barley", distillation: "Double-distilled in small copper pot stills", casks: ["ex-Apera casks", "ex-Tawny casks", "ex-bourbon barrels"], clear: false, bottle: "spirit", weight: 1,
    expressions: [ex("Single Cask", [46, 60], 3, true, 6), ex("Tawny Cask", [46, 48], 2, true, 5)],
  },
  {
    type: "Grappa", country: "IT", region: "Veneto", subregions: ["Bassano del Grappa"], hub: "Bassano del Grappa",
    base: "fresh grape pomace", distillation: "Discontinuous steam distillation in copper bain-marie stills", casks: ["oak and cherry-wood casks"], clear: true, bottle: "decanter", weight: 3,
    expressions: [ex("Grappa di Prosecco", [40, 42], 1, false), ex("Grappa di Amarone", [42, 45], 2, false), ex("Grappa Riserva", [42, 45], 2, true, 2), ex("Grappa Barricata", [40, 43], 2, true, 1)],
  },
  {
    type: "Gin", country: "GB", region: "England", subregions: ["London"], hub: "London",
    base: "grain neutral spirit with juniper and botanicals", distillation: "Redistilled with botanicals in a copper pot still", casks: [], clear: true, bottle: "spirit", weight: 4,
    expressions: [ex("London Dry Gin", [40, 47], 1, false), ex("Navy Strength Gin", [57, 57.5], 2, false), ex("Old Tom Gin", [40, 43], 1, false)],
  },
  {
    type: "Gin", country: "DE", region: "Baden", subregions: ["Black Forest"], hub: "Ihringen",
    base: "grain spirit with juniper and forest botanicals", distillation: "Macerated and redistilled in a copper pot still", casks: [], clear: true, bottle: "spirit", weight: 2,
    expressions: [ex("Dry Gin", [41, 47], 1, false), ex("Barrel Reserve Gin", [43, 47], 2, true, 1)],
  },
  {
    type: "Mezcal", country: "MX", region: "Oaxaca", subregions: ["Valles Centrales", "Sierra Sur"], hub: "Santiago Matatlán",
    base: "roasted agave hearts", distillation: "Twice distilled in copper pot stills after pit roasting", casks: [], clear: true, bottle: "spirit", weight: 2,
    expressions: [ex("Espadín", [42, 48], 1, false), ex("Tobalá", [45, 50], 3, false), ex("Ensamble", [45, 52], 2, false)],
  },
  {
    type: "Tequila", country: "MX", region: "Jalisco", subregions: ["Valle de Tequila", "Los Altos"], hub: "Tequila",
    base: "blue Weber agave", distillation: "Double-distilled in copper pot stills", casks: ["ex-bourbon barrels", "French oak"], clear: true, bottle: "spirit", weight: 2,
    expressions: [ex("Blanco", [38, 40], 1, false), ex("Reposado", [38, 40], 1, true, 1), ex("Añejo", [38, 40], 2, true, 2), ex("Extra Añejo", [40, 40], 3, true, 4)],
  },
  {
    type: "Pisco", country: "CL", region: "Coquimbo", subregions: ["Elqui Valley"], hub: "Vicuña",
    base: "Muscat grapes", distillation: "Distilled in copper alembics", casks: ["rauli wood vats"], clear: true, bottle: "spirit", weight: 1,
    expressions: [ex("Pisco Reservado 40°", [40, 40], 1, false), ex("Gran Pisco 43°", [43, 43], 1, true, 1)],
  },
  {
    type: "Tsipouro", country: "GR", region: "Macedonia", subregions: [], hub: "Naoussa",
    base: "grape pomace", distillation: "Double-distilled in copper alembics", casks: [], clear: true, bottle: "spirit", weight: 1,
    expressions: [ex("Tsipouro", [40, 45], 0, false), ex("Tsipouro with anise", [40, 42], 0, false)],
  },
  {
    type: "Pálinka", country: "HU", region: "Great Plain", subregions: ["Kecskemét"], hub: "Kecskemét",
    base: "ripe fruit", distillation: "Double-distilled in copper pot stills", casks: ["mulberry-wood casks"], clear: true, bottle: "decanter", weight: 1,
    expressions: [ex("Apricot Pálinka", [40, 50], 1, false), ex("Williams Pear Pálinka", [40, 50], 2, false), ex("Plum Pálinka", [40, 50], 1, false)],
  },
  {
    type: "Chacha", country: "GE", region: "Kakheti", subregions: [], hub: "Telavi",
    base: "Rkatsiteli grape pomace", distillation: "Double-distilled in copper alembics", casks: ["Georgian oak"], clear: true, bottle: "spirit", weight: 1,
    expressions: [ex("Chacha", [45, 55], 0, false), ex("Oak-aged Chacha", [45, 50], 1, true, 3)],
  },
  {
    type: "Fruit brandy", country: "AT", region: "Niederösterreich", subregions: ["Wachau"], hub: "Krems an der Donau",
    base: "ripe orchard fruit", distillation: "Double-distilled in copper pot stills", casks: [], clear: true, bottle: "decanter", weight: 2,
    expressions: [ex("Marillenbrand", [40, 42], 2, false), ex("Williamsbirne", [40, 42], 2, false), ex("Zwetschgenbrand", [40, 42], 1, false)],
  },
  {
    type: "Kirschwasser", country: "DE", region: "Baden", subregions: ["Black Forest"], hub: "Ihringen",
    base: "Black Forest cherries", distillation: "Double-distilled in copper pot stills", casks: [], clear: true, bottle: "decanter", weight: 1,
    expressions: [ex("Schwarzwälder Kirschwasser", [40, 45], 1, false)],
  },
  {
    type: "Brandy de Jerez", country: "ES", region: "Jerez", subregions: ["Jerez de la Frontera"], hub: "Jerez de la Frontera",
    base: "Airén wine holandas", distillation: "Distilled in copper alquitaras", casks: ["ex-sherry butts (solera)"], clear: false, bottle: "spirit", weight: 1,
    expressions: [ex("Solera Reserva", [38, 40], 1, true, 3), ex("Solera Gran Reserva", [40, 42], 2, true, 10)],
  },
  {
    type: "Orujo", country: "ES", region: "Galicia", subregions: ["Rías Baixas"], hub: "Cambados",
    base: "Albariño grape pomace", distillation: "Distilled in copper alquitaras", casks: ["French oak"], clear: true, bottle: "spirit", weight: 1,
    expressions: [ex("Orujo de Galicia", [40, 45], 0, false), ex("Orujo Envejecido", [40, 42], 1, true, 2)],
  },
  {
    type: "Potstill brandy", country: "ZA", region: "Western Cape", subregions: ["Stellenbosch"], hub: "Stellenbosch",
    base: "Colombard and Chenin Blanc", distillation: "Double-distilled in copper pot stills", casks: ["French oak"], clear: false, bottle: "decanter", weight: 1,
    expressions: [ex("10 Year Old Potstill", [38, 40], 2, true, 10), ex("20 Year Old Potstill", [38, 40], 3, true, 20)],
  },
];
