// Patterns for invented company names by country and trade. Tokens:
// {S} a family name, {F} a given name, {P} a place-like name of the country,
// {E} an English compound ("Kestrel Ridge"). Patterns give a brand name;
// the legal form is added separately.

export type Trade = "winery" | "brewery" | "distillery" | "cidery" | "importer";

const EN_FIRST = ["Kestrel", "Coyote", "Redtail", "Granite", "Copper", "Hawk", "Juniper", "Cedar", "Iron", "Quail", "Sundial", "Lone Oak", "Cypress", "Sage", "Harbour", "Blackwater", "Old Mill", "Fox", "Heron", "Stone", "Silver Birch", "Wild Thyme", "Lantern", "Swallow"];
const EN_SECOND = ["Ridge", "Creek", "Hollow", "Hill", "Canyon", "Bend", "Valley", "Bluff", "Mesa", "Point", "Grove", "Lane", "Field", "Down", "Gate", "Ford"];

export const PLACES: Record<string, string[]> = {
  FR: ["Haut-Mirande", "Belle-Garenne", "La Croix-Fleurie", "Roc-Sauvage", "Puy-Castel", "Mont-Joli", "Val-Fleuri", "Pey-Lanne", "Grand-Pré", "Les Aubiers", "La Bastide Blanche", "Roche-Noire", "Bois-Joli", "Font-Clare", "Les Tilleuls", "La Pierre Blanche"],
  IT: ["Poggio Alto", "Le Macchie", "Serra Bella", "Monte Rosso", "Colle Verde", "La Torretta", "Casalvento", "Pian del Sole", "Le Fornaci", "Belvedere", "Ca' Rossa", "Il Melograno", "Le Ginestre", "San Vito"],
  ES: ["Los Almendros", "El Encinar", "La Solana", "Altamira", "Las Piedras", "Santa Lucía", "El Cerro", "La Vega", "Valdeolmos", "Monte Real", "Los Olivos", "Peñascal"],
  PT: ["do Vale Longo", "da Pedra Alta", "do Monte Alto", "da Fonte Nova", "do Carvalhal", "da Ribeira", "do Castelo", "da Serra Velha", "do Pombal", "das Lages"],
  DE: ["Sankt Georg", "Am Anger", "Zum Löwen", "Goldener Hirsch", "Lindenhof", "Rosenhof", "Am Kloster", "Alte Mühle"],
  AT: ["Lindenhof", "Am Berg", "Rosenhof", "Sonnleiten", "Steinhof"],
  GE: ["Kvareli", "Gurjaani", "Manavi", "Akhmeta", "Shilda", "Tibaani", "Kardenakhi", "Vachnadziani"],
  GR: ["Nemeion", "Agios Georgios", "Kalliston", "Olympia Hills", "Aegean Breeze"],
  HU: ["Hegyalja", "Szent Tamás", "Öreghegy", "Napos Domb", "Somló"],
  AR: ["Los Cóndores", "Altos del Río", "Cerro Blanco", "Tierra Alta", "La Quebrada", "Santa Elena", "Los Aromos", "Las Vertientes"],
  CL: ["Los Boldos", "Cerro Alegre", "Santa Rita del Valle", "Los Peumos", "El Maitén", "Las Araucarias"],
  ZA: ["Groot Fontein", "Oude Kloof", "Klein Rivier", "Hoog Vallei", "Nuwe Hoek", "Oude Bosch", "Groot Berg"],
  JP: ["Hoshizora", "Kazahaya", "Midorigaoka", "Yamabiko", "Tsukiyama", "Shirakaba", "Kurofune", "Shiokaze"],
  BE: ["De Zwaan", "De Gouden Leeuw", "'t Hoefijzer", "De Molenaar", "Het Kasteel", "De Drie Torens"],
  NL: ["'t Kanaal", "De Molenaar", "De Dijk", "Het Anker"],
  CZ: ["Pod Skalou", "U Zlatého Lva", "Starý Mlýn", "Hradní"],
  MX: ["Los Magueyes", "El Tecolote", "La Luna Negra", "Santa Catarina", "El Palenque Viejo"],
  SCOTCH: ["Glenaird", "Glencarrach", "Strathdorran", "Ballintore", "Inverlaggan", "Kilnaver", "Ardmhor", "Craigduff", "Auchenfold", "Benrannoch", "Lochrinnie", "Dunmarra"],
  IRISH: ["Carrigdown", "Ballyroe", "Kilcarne", "Glenmara", "Rathmore Bridge", "Cloncurra"],
};

type Patterns = Partial<Record<string, string[]>> & { default: string[] };

export const BRAND_PATTERNS: Record<Trade, Patterns> = {
  winery: {
    FR: ["Château {P}", "Domaine {S}", "Domaine de {P}", "Maison {S} Père & Fils", "Clos {P}", "Domaine {F} {S}"],
    IT: ["Tenuta {P}", "Cantina {P}", "Azienda Agricola {S}", "Fattoria {P}", "Podere {P}", "Castello di {P}", "Cascina {P}"],
    ES: ["Bodegas {S}", "Viña {P}", "Bodega {P}", "Finca {P}", "Celler {P}", "Pazo de {P}"],
    DE: ["Weingut {S}", "Weingut {F} {S}", "Weingut {S} & Söhne", "Winzerhof {S}", "Schlossgut {P}"],
    AT: ["Weingut {S}", "Weingut {F} {S}", "Weinhof {S}", "Weingut {P}"],
    PT: ["Quinta {P}", "Herdade {P}", "Casa {S}", "Quinta {P}"],
    GR: ["Ktima {S}", "Domaine {S}", "{P} Winery"],
    HU: ["{S} Pincészet", "{S} Borászat", "{P} Szőlőbirtok"],
    GE: ["{S} Family Marani", "{P} Marani", "{P} Wine Cellar", "Chateau {P}"],
    AR: ["Bodega {P}", "Finca {P}", "Bodega {S} Hermanos"],
    CL: ["Viña {P}", "Viña {S}", "Bodega {P}"],
    ZA: ["{P} Wine Estate", "{P} Wines", "{E} Wine Farm"],
    JP: ["{P} Winery", "{P} Vineyards"],
    default: ["{E} Estate", "{S} Family Vineyards", "{E} Cellars", "{E} Wine Co.", "{S} Wines"],
  },
  brewery: {
    DE: ["Brauerei {S}", "Privatbrauerei {S}", "Klosterbrauerei {P}", "Brauhaus {P}"],
    AT: ["Brauerei {S}", "Brauhaus {P}"],
    CZ: ["Pivovar {P}", "Pivovar {S}"],
    BE: ["Brouwerij {P}", "Brasserie {S}", "Brouwerij {S}"],
    NL: ["Brouwerij {P}", "Bierbrouwerij {S}"],
    IT: ["Birrificio {P}", "Birrificio {S}"],
    ES: ["Cervesera {P}", "Cervecera {P}"],
    JP: ["{P} Brewery", "{P} Beer Works"],
    US: ["{E} Brewing Co.", "{E} Beer Company", "{S} Brothers Brewing"],
    IE: ["{E} Brewing Company", "{S}'s Brewery"],
    default: ["{E} Brewery", "{E} Ales", "{E} Brewing"],
  },
  distillery: {
    FR: ["Maison {S}", "Domaine de {P}", "Distillerie {S}", "Habitation {P}"],
    IT: ["Distilleria {S}", "Distilleria {P}"],
    ES: ["Bodegas {S}", "Destilerías {S}"],
    DE: ["Brennerei {S}", "Edelbrennerei {S}", "Destillerie {S}"],
    AT: ["Brennerei {S}", "Edelbrennerei {S}"],
    MX: ["Mezcal {P}", "Destilería {P}", "Casa {S}"],
    CL: ["Pisquera {P}", "Destilería {S}"],
    HU: ["{S} Pálinka Manufaktúra", "{P} Pálinkafőzde"],
    GE: ["{P} Distillery", "{S} Chacha House"],
    GR: ["{S} Distillery"],
    JP: ["{P} Distillery"],
    GB: ["{P} Distillery", "{E} Gin Distillery", "{E} Spirits"],
    IE: ["{P} Distillery"],
    US: ["{E} Distilling Co.", "Old {S} Distillery"],
    ZA: ["{P} Brandy Cellar"],
    default: ["{E} Distillery", "{E} Spirits"],
  },
  cidery: {
    FR: ["Cidrerie {S}", "Domaine de {P}", "Ferme {S}", "Cidrerie de {P}"],
    ES: ["Llagar {S}", "Sidrería {P}", "{P} Sagardotegia"],
    DE: ["Kelterei {S}", "Apfelweinkelterei {S}"],
    AT: ["Most-Manufaktur {S}", "Mosthof {S}"],
    US: ["{E} Cider Works", "{E} Hard Cider"],
    IE: ["{E} Craft Cider", "{S}'s Cider"],
    default: ["{E} Cider Company", "{S}'s Cider", "{E} Cider"],
  },
  importer: {
    DE: ["{S} Weinimport", "Weinkontor {S}", "{S} & {S} Weine & Spirituosen", "Vinothek {S}"],
    AT: ["{S} Weinhandel", "{S} Weinimport"],
    GB: ["{S} & {S} Wine Merchants", "{E} Wines", "{E} Fine Wines", "The {E} Wine Company"],
    NL: ["{P} Wijnimport", "Wijnkoperij {S}"],
    BE: ["Wijnhandel {S}", "Vins {S}"],
    US: ["{E} Selections", "{E} Imports", "{S} Wine & Spirits"],
    FR: ["{P} Vins & Spiritueux", "Cave {S}", "{S} Distribution"],
    IT: ["{P} Importazioni", "Enoteca {S} Distribuzione"],
    IE: ["{E} Wine Importers", "{S} Wine Merchants"],
    JP: ["{P} Trading Co.", "{P} Wine Trading"],
    ES: ["Importaciones {P}", "Distribuciones {S}"],
    CZ: ["Vinotéka {S}", "{P} Import"],
    default: ["{E} Imports", "{E} Selections"],
  },
};

/** Distilleries named the way their spirit's trade names them, keyed "country:spirit type". */
export const SPIRIT_PATTERNS: Record<string, string[]> = {
  "FR:Cognac": ["Maison {S}", "Cognac {S}", "Maison {S} & Fils"],
  "FR:Armagnac": ["Domaine de {P}", "Château de {P}", "Maison {S}"],
  "FR:Calvados": ["Domaine {S}", "Calvados {S}", "Domaine de {P}"],
  "FR:Rhum agricole": ["Habitation {P}", "Distillerie {S}", "Rhum {S}"],
  "GB:Scotch single malt whisky": ["{P} Distillery"],
  "GB:Gin": ["{E} Gin Distillery", "{E} Spirits", "{S} & Sons Distillers"],
  "IE:Irish whiskey": ["{P} Distillery"],
  "US:Bourbon whiskey": ["{E} Distilling Co.", "Old {S} Distillery"],
  "MX:Tequila": ["Tequila {P}", "Casa {S}"],
  "MX:Mezcal": ["Mezcal {P}", "Palenque {S}"],
  "ES:Brandy de Jerez": ["Bodegas {S}"],
  "ES:Orujo": ["Destilerías {S}", "Destilería {P}"],
};

/** Importers are named after what they carry: a wine merchant does not import only beer. */
export const IMPORTER_PATTERNS: Record<"Beer" | "Spirit" | "Cider", Patterns> = {
  Beer: {
    DE: ["{S} Getränkeimport", "Bierkontor {S}"], AT: ["{S} Getränkehandel"], NL: ["Bierhandel {S}", "{P} Bierimport"],
    BE: ["{S} Dranken", "{P} Bierhandel"], FR: ["{S} Bières du Monde", "Cave à bières {S}"], IT: ["{P} Birre d'Importazione"],
    JP: ["{P} Beer Trading"], ES: ["Distribuciones Cerveceras {S}"], CZ: ["{P} Pivní Import"],
    default: ["{E} Beer Imports", "{E} Craft Beer Distribution"],
  },
  Spirit: {
    DE: ["{S} Spirituosen Kontor", "{S} Spirituosen-Import"], AT: ["{S} Spirituosenhandel"], NL: ["{P} Gedistilleerd"],
    BE: ["{S} Spirits"], FR: ["{S} Spiritueux"], IT: ["{P} Distillati d'Importazione"], JP: ["{P} Spirits Trading"],
    ES: ["Destilados Importados {S}"], default: ["{E} Spirits Co.", "{E} Spirits Imports"],
  },
  Cider: {
    DE: ["{S} Cidre-Import"], FR: ["{S} Cidres & Poirés"], default: ["{E} Cider Imports", "{E} Cider & Perry Co."],
  },
};

export function englishCompound(pick: <T>(items: readonly T[]) => T): string {
  return `${pick(EN_FIRST)} ${pick(EN_SECOND)}`;
}
