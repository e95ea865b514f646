// Cider and perry traditions with their fruit varieties.

export interface CiderStyle {
  label: string; // appended to the producer's name
  region: string;
  subregion: string;
  country: string;
  hub: string;
  designation: string;
  fruit: string[];
  abv: [number, number];
  perry?: boolean;
  sparkling: boolean;
  sweetness: "brut" | "demi-sec" | "doux" | "dry" | "medium";
  closures: string[];
  sizes: number[];
  weight: number;
}

export const CIDER_STYLES: CiderStyle[] = [
  { label: "Cidre Pays d'Auge", region: "Normandy", subregion: "Pays d'Auge", country: "FR", hub: "Pont-l'Évêque", designation: "Cidre Pays d'Auge AOP", fruit: ["Bisquet", "Frequin Rouge", "Douce Moën", "Binet Rouge"], abv: [4.5, 6], sparkling: true, sweetness: "brut", closures: ["naturalCork"], sizes: [750], weight: 4 },
  { label: "Cidre Bouché Demi-Sec", region: "Normandy", subregion: "Pays d'Auge", country: "FR", hub: "Pont-l'Évêque", designation: "Cidre de Normandie IGP", fruit: ["Bisquet", "Noël des Champs", "Judeline"], abv: [4, 4.5], sparkling: true, sweetness: "demi-sec", closures: ["naturalCork"], sizes: [750], weight: 2 },
  { label: "Poiré Domfront", region: "Normandy", subregion: "Domfrontais", country: "FR", hub: "Pont-l'Évêque", designation: "Poiré Domfront AOP", fruit: ["Plant de Blanc"], abv: [4, 5], perry: true, sparkling: true, sweetness: "brut", closures: ["naturalCork"], sizes: [750], weight: 1 },
  { label: "Cidre de Cornouaille", region: "Brittany", subregion: "Cornouaille", country: "FR", hub: "Quimper", designation: "Cidre de Cornouaille AOP", fruit: ["Kermerrien", "Guillevic", "Marie Ménard"], abv: [4.5, 6], sparkling: true, sweetness: "brut", closures: ["naturalCork", "crownCap"], sizes: [750, 330], weight: 2 },
  { label: "Sidra Natural", region: "Asturias", subregion: "Comarca de la Sidra", country: "ES", hub: "Villaviciosa", designation: "Sidra de Asturias DOP", fruit: ["Raxao", "Regona", "Solarina", "Verdialona"], abv: [5, 6.5], sparkling: false, sweetness: "dry", closures: ["naturalCork"], sizes: [700], weight: 3 },
  { label: "Sagardoa", region: "Basque Country", subregion: "Gipuzkoa", country: "ES", hub: "Astigarraga", designation: "Euskal Sagardoa", fruit: ["Urtebi Haundi", "Txalaka", "Errezila"], abv: [5.5, 6.5], sparkling: false, sweetness: "dry", closures: ["naturalCork"], sizes: [750], weight: 1 },
  { label: "Herefordshire Cider", region: "Herefordshire", subregion: "", country: "GB", hub: "Hereford", designation: "Herefordshire Cider PGI", fruit: ["Dabinett", "Yarlington Mill", "Foxwhelp", "Kingston Black"], abv: [5, 7.5], sparkling: true, sweetness: "dry", closures: ["crownCap", "can"], sizes: [500, 330], weight: 3 },
  { label: "Herefordshire Perry", region: "Herefordshire", subregion: "", country: "GB", hub: "Hereford", designation: "Herefordshire Perry PGI", fruit: ["Blakeney Red", "Thorn", "Moorcroft"], abv: [5, 7], perry: true, sparkling: true, sweetness: "medium", closures: ["crownCap"], sizes: [500], weight: 1 },
  { label: "Somerset Cider", region: "Somerset", subregion: "", country: "GB", hub: "Taunton", designation: "", fruit: ["Kingston Black", "Dabinett", "Harry Masters Jersey", "Somerset Redstreak"], abv: [5.5, 8], sparkling: false, sweetness: "dry", closures: ["crownCap", "can"], sizes: [500, 440], weight: 2 },
  { label: "Irish Craft Cider", region: "Munster", subregion: "Tipperary", country: "IE", hub: "Clonmel", designation: "", fruit: ["Dabinett", "Michelin", "Bramley"], abv: [4.5, 6], sparkling: true, sweetness: "medium", closures: ["crownCap", "can"], sizes: [500, 330], weight: 2 },
  { label: "Apfelwein", region: "Hessen", subregion: "Rhein-Main", country: "DE", hub: "Frankfurt am Main", designation: "", fruit: ["Bohnapfel", "Boskoop", "Speierling"], abv: [5, 7], sparkling: false, sweetness: "dry", closures: ["crownCap", "swingTop"], sizes: [750, 1000], weight: 2 },
  { label: "Mostviertler Birnmost", region: "Mostviertel", subregion: "", country: "AT", hub: "Amstetten", designation: "", fruit: ["Dorschbirne", "Speckbirne", "Stieglbirne"], abv: [5, 7], perry: true, sparkling: false, sweetness: "dry", closures: ["crownCap"], sizes: [750], weight: 1 },
  { label: "Hudson Valley Cider", region: "New York", subregion: "Hudson Valley", country: "US", hub: "Hudson", designation: "", fruit: ["Northern Spy", "Baldwin", "Golden Russet"], abv: [6, 8], sparkling: true, sweetness: "dry", closures: ["crownCap", "can", "naturalCork"], sizes: [750, 355], weight: 2 },
];
