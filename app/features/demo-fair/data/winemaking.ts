// Vineyard and cellar vocabulary for wine products, and the invented
// competitions the demo's awards come from.

export const VESSELS = {
  steel: "Stainless steel tanks",
  concrete: "Concrete tanks",
  oakVats: "Large oak vats",
  barrels: "Oak barrels",
  amphora: "Clay amphorae",
  qvevri: "Qvevri",
} as const;
export type Vessel = keyof typeof VESSELS;

export const FERMENTATION_TYPES = {
  wild: "Spontaneous (indigenous yeasts)",
  cultured: "Selected yeasts",
  traditional: "Traditional method (second fermentation in bottle)",
  tank: "Tank method (Charmat)",
  carbonic: "Semi-carbonic maceration",
  skin: "Extended skin contact",
} as const;
export type FermentationType = keyof typeof FERMENTATION_TYPES;

export const OAK = {
  none: "None",
  neutral: "Neutral oak",
  light: "Light (older French oak)",
  medium: "Medium (French oak barriques)",
  pronounced: "Pronounced (new French oak)",
  american: "American oak",
} as const;
export type Oak = keyof typeof OAK;

export const BOTTLINGS = [
  "Estate bottled",
  "Bottled at the winery",
  "Bottled unfined and unfiltered",
  "Bottled by hand",
  "Bottled with light filtration",
];

export const FINING = {
  vegan: ["Bentonite", "Pea protein", "Activated charcoal"],
  vegetarian: ["Egg white (albumin)", "Casein (milk protein)"],
  animal: ["Gelatine", "Isinglass"],
};

export const APPARENT_COLORS: Record<string, string[]> = {
  red: ["deep ruby", "ruby", "garnet", "purple", "brick red", "cherry red"],
  white: ["pale lemon", "straw yellow", "lemon green", "gold", "pale gold"],
  rose: ["pale salmon", "onion skin", "pale pink", "coral"],
  orange: ["amber", "deep amber", "copper", "burnished orange"],
  sweet: ["deep gold", "amber gold"],
};

/** Organic and biodynamic certifiers by country (the EU logo is implied inside the EU). */
export const CERTIFIERS: Record<string, { organic: string; sustainable: string }> = {
  FR: { organic: "Ecocert", sustainable: "HVE Niveau 3" },
  IT: { organic: "ICEA", sustainable: "Equalitas" },
  ES: { organic: "CCPAE", sustainable: "Wineries for Climate Protection" },
  DE: { organic: "Ecovin", sustainable: "FairChoice" },
  AT: { organic: "Bio Austria", sustainable: "Nachhaltig Austria" },
  PT: { organic: "Sativa", sustainable: "Programa de Sustentabilidade dos Vinhos do Alentejo" },
  US: { organic: "CCOF (USDA Organic)", sustainable: "California Certified Sustainable Winegrowing" },
  AR: { organic: "Argencert", sustainable: "Bodegas de Argentina Sustainability Protocol" },
  CL: { organic: "CERES", sustainable: "Sustainability Code of the Chilean Wine Industry" },
  ZA: { organic: "Ecocert South Africa", sustainable: "IPW (Integrity & Sustainability)" },
  AU: { organic: "ACO (Australian Certified Organic)", sustainable: "Sustainable Winegrowing Australia" },
  NZ: { organic: "BioGro", sustainable: "Sustainable Winegrowing New Zealand" },
  GB: { organic: "Soil Association", sustainable: "Sustainable Wines of Great Britain" },
};
export const DEFAULT_CERTIFIER = { organic: "EU Organic", sustainable: "ISO 14001" };

/** Names of cuvées and single vineyards, by country, to build product names. */
export const CUVEES: Record<string, string[]> = {
  FR: [
    "Vieilles Vignes",
    "Cuvée Prestige",
    "Les Terrasses",
    "Clos des Moines",
    "Cuvée Élise",
    "Les Pierres Blanches",
    "La Réserve",
    "Cuvée Tradition",
    "Les Galets",
    "Cuvée des Cigales",
    "Le Clos",
    "Les Combes",
    "Terres Rouges",
    "Cuvée Léonie",
  ],
  IT: [
    "Vigna del Sole",
    "Vigna Vecchia",
    "Poggio alle Querce",
    "Bricco Rosso",
    "Sorì del Bosco",
    "Le Colline",
    "Pian delle Vigne",
    "Vigna La Rocca",
    "Campo al Noce",
    "Ronco dei Gelsi",
  ],
  ES: [
    "Viña Alta",
    "Finca La Solana",
    "Pago de los Almendros",
    "Cepas Viejas",
    "El Cerro",
    "Las Piedras",
    "Selección Especial",
    "La Cuesta",
    "Vendimia Seleccionada",
  ],
  DE: [
    "Himmelreich",
    "Sonnenuhr",
    "Goldtröpfchen",
    "Steinberg",
    "Kirchberg",
    "Schlossberg",
    "Rosenberg",
    "Herrgottsacker",
    "vom Kalkstein",
    "vom Schiefer",
    "Alte Reben",
  ],
  AT: [
    "Ried Steinberg",
    "Ried Kirchberg",
    "Ried Loibenberg",
    "Ried Heiligenstein",
    "Alte Reben",
    "Ried Gaisberg",
    "Ried Hochrain",
  ],
  PT: ["Vinhas Velhas", "Reserva", "Grande Reserva", "Vale do Xisto", "Pedra Alta", "Quinta Velha", "Curtimenta"],
  GR: ["Old Vines", "Single Vineyard", "Reserve", "Ktima Selection", "Agios Nikolaos"],
  HU: ["Öreg Tőkék", "Dűlő Szent Tamás", "Mandulás", "Király", "Selection"],
  GE: ["Qvevri", "Old Vines", "Family Reserve", "Alazani Valley", "Kisiskhevi"],
  NEW: [
    "Reserve",
    "Single Vineyard",
    "Estate",
    "Old Vine",
    "Hillside",
    "Block 7",
    "The Terraces",
    "River Block",
    "Winemaker's Selection",
    "Limited Release",
  ],
};

export const OLD_WORLD = new Set(["FR", "IT", "ES", "DE", "AT", "PT", "GR", "HU", "GE"]);

/** Invented competitions, with the kinds they judge. */
export const COMPETITIONS: { name: string; kinds: string[] }[] = [
  { name: "International Wine & Spirits Awards", kinds: ["Wine", "Spirit"] },
  { name: "World Wine Masters", kinds: ["Wine"] },
  { name: "Concours Mondial des Terroirs", kinds: ["Wine", "Cider"] },
  { name: "Grand Prix des Vins de Lyon", kinds: ["Wine"] },
  { name: "Mundus Vinorum Berlin", kinds: ["Wine"] },
  { name: "Premio Internazionale del Vino", kinds: ["Wine"] },
  { name: "Concurso Internacional de Vinos Ibéricos", kinds: ["Wine"] },
  { name: "New World Wine Challenge", kinds: ["Wine"] },
  { name: "Alpine Wine Trophy", kinds: ["Wine", "Spirit"] },
  { name: "World Beer Championship", kinds: ["Beer"] },
  { name: "European Craft Beer Awards", kinds: ["Beer"] },
  { name: "International Spirits Masters", kinds: ["Spirit"] },
  { name: "Global Whisky & Brandy Awards", kinds: ["Spirit"] },
  { name: "International Cider & Perry Challenge", kinds: ["Cider"] },
  { name: "Uncork Critics' Selection", kinds: ["Wine", "Beer", "Spirit", "Cider", "ProductV1"] },
];

/** Names of single vineyards and plots, by country (NEW for the rest). */
export const VINEYARDS: Record<string, string[]> = {
  FR: [
    "Les Grands Champs",
    "Clos Saint-Jean",
    "Les Perrières",
    "Les Charmes",
    "En Remilly",
    "La Côte Blanche",
    "Les Graviers",
    "Le Pigeonnier",
  ],
  IT: ["Vigna del Sole", "Bricco San Pietro", "Sorì Ginestra", "Vigna La Rocca", "Poggio Bianco", "Campo al Noce"],
  ES: ["Pago La Solana", "Finca El Rincón", "Viña Los Olivos", "El Bosque", "La Cuesta"],
  DE: ["Himmelreich", "Sonnenuhr", "Schlossberg", "Kirchberg", "Rosenberg", "Herrgottsacker", "Steinberg"],
  AT: ["Ried Steinberg", "Ried Kirchberg", "Ried Loibenberg", "Ried Gaisberg", "Ried Hochrain"],
  PT: ["Vinha da Ponte", "Vinha do Carril", "Vinha da Costa", "Quinta Velha"],
  GR: ["Koutsi slope", "Pyrgos plot", "Megalochori terraces", "Agios Nikolaos"],
  HU: ["Szent Tamás dűlő", "Mézes Mály", "Úrágya", "Király dűlő"],
  GE: ["Alazani terraces", "Upper Kisiskhevi", "Old Saperavi plot", "Tsinandali hillside"],
  NEW: [
    "Block 7",
    "Hillside Block",
    "River Terrace",
    "Home Vineyard",
    "Upper Bench",
    "Old Vine Block",
    "North Slope",
    "Chalk Hill",
  ],
};

/** Training systems most used, by country. */
export const TRAINING_BY_COUNTRY: Record<string, string[]> = {
  FR: ["Guyot", "Double Guyot", "Cordon de Royat", "Gobelet (bush vine)"],
  IT: ["Guyot", "Pergola", "Cordon de Royat", "Gobelet (bush vine)"],
  ES: ["Gobelet (bush vine)", "Cordon de Royat", "Vertical shoot positioning"],
  PT: ["Gobelet (bush vine)", "Cordon de Royat", "Double Guyot"],
  DE: ["Guyot", "Double Guyot", "Single pole (Mosel)"],
  AT: ["Guyot", "Double Guyot", "Lyre"],
  GR: ["Gobelet (bush vine)", "Cordon de Royat"],
  GE: ["Gobelet (bush vine)", "Double Guyot"],
  HU: ["Guyot", "Cordon de Royat", "Gobelet (bush vine)"],
  NEW: ["Vertical shoot positioning", "Lyre", "Cordon de Royat", "Gobelet (bush vine)"],
};
