// Beer styles and the brewing regions where they are at home.

export interface BeerStyle {
  name: string;
  abv: [number, number];
  color: "pale" | "amber" | "dark";
  apparent: string[];
  fermentation: "Bottom-fermented" | "Top-fermented" | "Spontaneous fermentation" | "Mixed fermentation";
  vessel: string[];
  maturation: string[];
  sizes: number[]; // ml
  closures: string[];
  glass: "brown" | "green" | "can";
  malts: string[];
  hops: string[];
  body: "light" | "moderate" | "full";
  sour?: boolean;
}

const LAGER_VESSELS = ["Open fermenters", "Cylindroconical tanks"];
const ALE_VESSELS = ["Cylindroconical tanks", "Open square fermenters"];
const BOTTLE = ["crownCap"];

export const BEER_STYLES: BeerStyle[] = [
  { name: "Pilsner", abv: [4.6, 5.3], color: "pale", apparent: ["pale straw", "brilliant gold"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for six weeks"], sizes: [330, 500], closures: ["crownCap", "swingTop", "can"], glass: "green", malts: ["Pilsner malt"], hops: ["Saaz", "Hallertauer Tradition"], body: "light" },
  { name: "Bohemian Pilsner", abv: [4.2, 5.0], color: "pale", apparent: ["deep gold"], fermentation: "Bottom-fermented", vessel: ["Oak lagering barrels", ...LAGER_VESSELS], maturation: ["Lagered for nine weeks in cold cellars"], sizes: [500], closures: BOTTLE, glass: "green", malts: ["Floor-malted Moravian barley"], hops: ["Saaz"], body: "moderate" },
  { name: "Helles", abv: [4.7, 5.4], color: "pale", apparent: ["pale gold"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for five weeks"], sizes: [500], closures: ["crownCap", "swingTop"], glass: "brown", malts: ["Pilsner malt", "Munich malt"], hops: ["Hallertauer Mittelfrüh"], body: "light" },
  { name: "Märzen", abv: [5.6, 6.1], color: "amber", apparent: ["copper", "deep amber"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for eight weeks"], sizes: [500], closures: BOTTLE, glass: "brown", malts: ["Munich malt", "Vienna malt"], hops: ["Hallertauer Tradition"], body: "moderate" },
  { name: "Dunkel", abv: [4.8, 5.6], color: "dark", apparent: ["chestnut brown"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for six weeks"], sizes: [500], closures: BOTTLE, glass: "brown", malts: ["Munich malt", "Roasted malt"], hops: ["Tettnanger"], body: "moderate" },
  { name: "Doppelbock", abv: [7.0, 8.5], color: "dark", apparent: ["deep mahogany"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for twelve weeks"], sizes: [330, 500], closures: BOTTLE, glass: "brown", malts: ["Munich malt", "Caramel malt"], hops: ["Hallertauer Tradition"], body: "full" },
  { name: "Weissbier", abv: [5.0, 5.6], color: "pale", apparent: ["hazy gold"], fermentation: "Top-fermented", vessel: ["Open fermenters"], maturation: ["Bottle-conditioned for three weeks"], sizes: [500], closures: BOTTLE, glass: "brown", malts: ["Wheat malt", "Pilsner malt"], hops: ["Hallertauer Tradition"], body: "moderate" },
  { name: "Kellerbier", abv: [4.8, 5.4], color: "amber", apparent: ["hazy amber"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered unfiltered for six weeks"], sizes: [500], closures: ["swingTop", "crownCap"], glass: "brown", malts: ["Pilsner malt", "Munich malt"], hops: ["Tettnanger", "Spalter"], body: "moderate" },
  { name: "Rauchbier", abv: [5.0, 5.8], color: "dark", apparent: ["dark amber"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for eight weeks"], sizes: [500], closures: BOTTLE, glass: "brown", malts: ["Beechwood-smoked malt"], hops: ["Hallertauer Mittelfrüh"], body: "full" },
  { name: "Kölsch", abv: [4.6, 5.0], color: "pale", apparent: ["pale straw"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Cold-conditioned for four weeks"], sizes: [330, 500], closures: BOTTLE, glass: "brown", malts: ["Pilsner malt", "Wheat malt"], hops: ["Perle", "Hallertauer Tradition"], body: "light" },
  { name: "Tripel", abv: [7.8, 9.5], color: "pale", apparent: ["deep gold"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Refermented in the bottle"], sizes: [330, 750], closures: ["crownCap", "naturalCork"], glass: "brown", malts: ["Pilsner malt", "Candi sugar"], hops: ["Styrian Golding", "Saaz"], body: "full" },
  { name: "Dubbel", abv: [6.5, 7.8], color: "dark", apparent: ["ruby brown"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Refermented in the bottle"], sizes: [330, 750], closures: ["crownCap", "naturalCork"], glass: "brown", malts: ["Pilsner malt", "Dark candi syrup", "Special B malt"], hops: ["Styrian Golding"], body: "full" },
  { name: "Witbier", abv: [4.5, 5.2], color: "pale", apparent: ["cloudy straw"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Bottle-conditioned"], sizes: [330], closures: BOTTLE, glass: "brown", malts: ["Unmalted wheat", "Pilsner malt", "Oats"], hops: ["Saaz"], body: "light" },
  { name: "Saison", abv: [5.5, 7.0], color: "pale", apparent: ["hazy gold"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Refermented in the bottle"], sizes: [330, 750], closures: ["crownCap", "naturalCork"], glass: "brown", malts: ["Pilsner malt", "Spelt"], hops: ["East Kent Goldings", "Saaz"], body: "moderate" },
  { name: "Lambic", abv: [5.0, 6.5], color: "pale", apparent: ["hazy gold"], fermentation: "Spontaneous fermentation", vessel: ["Oak foeders", "Coolship"], maturation: ["Aged for two years in oak barrels"], sizes: [375, 750], closures: ["naturalCork"], glass: "green", malts: ["Pilsner malt", "Unmalted wheat"], hops: ["Aged hops"], body: "light", sour: true },
  { name: "Gueuze", abv: [5.5, 7.0], color: "pale", apparent: ["golden"], fermentation: "Spontaneous fermentation", vessel: ["Oak foeders", "Coolship"], maturation: ["Blend of one-, two- and three-year-old lambics"], sizes: [375, 750], closures: ["naturalCork"], glass: "green", malts: ["Pilsner malt", "Unmalted wheat"], hops: ["Aged hops"], body: "light", sour: true },
  { name: "Kriek", abv: [4.5, 6.5], color: "amber", apparent: ["cherry red"], fermentation: "Spontaneous fermentation", vessel: ["Oak foeders"], maturation: ["Macerated on whole sour cherries for six months"], sizes: [375, 750], closures: ["naturalCork"], glass: "green", malts: ["Pilsner malt", "Unmalted wheat"], hops: ["Aged hops"], body: "light", sour: true },
  { name: "Flanders Red Ale", abv: [5.5, 7.0], color: "amber", apparent: ["deep red-brown"], fermentation: "Mixed fermentation", vessel: ["Oak foeders"], maturation: ["Matured for eighteen months in oak foeders"], sizes: [330, 750], closures: ["crownCap", "naturalCork"], glass: "brown", malts: ["Vienna malt", "Caramel malt", "Maize"], hops: ["Brewers Gold"], body: "moderate", sour: true },
  { name: "India Pale Ale", abv: [5.8, 7.2], color: "amber", apparent: ["deep gold", "light amber"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Dry-hopped for five days"], sizes: [330, 440], closures: ["crownCap", "can"], glass: "brown", malts: ["Pale ale malt", "Crystal malt"], hops: ["Citra", "Simcoe", "Centennial"], body: "moderate" },
  { name: "West Coast IPA", abv: [6.2, 7.5], color: "amber", apparent: ["clear deep gold"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Dry-hopped twice"], sizes: [355, 473], closures: ["can", "crownCap"], glass: "can", malts: ["Two-row pale malt"], hops: ["Simcoe", "Columbus", "Centennial"], body: "moderate" },
  { name: "Hazy IPA", abv: [6.0, 7.5], color: "pale", apparent: ["opaque straw"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Dry-hopped during active fermentation"], sizes: [440, 473], closures: ["can"], glass: "can", malts: ["Pale malt", "Oats", "Wheat malt"], hops: ["Citra", "Mosaic", "Galaxy"], body: "full" },
  { name: "Double IPA", abv: [8.0, 9.8], color: "amber", apparent: ["deep amber"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Dry-hopped twice"], sizes: [355, 440], closures: ["can", "crownCap"], glass: "can", malts: ["Pale malt", "Dextrose"], hops: ["Citra", "Simcoe", "Nelson Sauvin"], body: "full" },
  { name: "Pale Ale", abv: [4.5, 5.6], color: "amber", apparent: ["light amber"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Conditioned for three weeks"], sizes: [330, 355], closures: ["crownCap", "can"], glass: "brown", malts: ["Pale ale malt", "Crystal malt"], hops: ["Cascade", "Centennial"], body: "moderate" },
  { name: "Pacific Pale Ale", abv: [4.2, 5.2], color: "pale", apparent: ["hazy straw"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Dry-hopped"], sizes: [330, 375], closures: ["can", "crownCap"], glass: "can", malts: ["Pale malt", "Wheat malt"], hops: ["Galaxy", "Ella", "Motueka"], body: "light" },
  { name: "Best Bitter", abv: [3.8, 4.6], color: "amber", apparent: ["copper"], fermentation: "Top-fermented", vessel: ["Open square fermenters"], maturation: ["Cask-conditioned"], sizes: [500], closures: BOTTLE, glass: "brown", malts: ["Maris Otter pale malt", "Crystal malt"], hops: ["East Kent Goldings", "Fuggle"], body: "light" },
  { name: "Porter", abv: [4.8, 6.5], color: "dark", apparent: ["dark brown"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Conditioned for four weeks"], sizes: [330, 500], closures: BOTTLE, glass: "brown", malts: ["Brown malt", "Chocolate malt"], hops: ["Fuggle"], body: "moderate" },
  { name: "Dry Stout", abv: [4.0, 5.0], color: "dark", apparent: ["black"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Conditioned for three weeks"], sizes: [330, 500], closures: ["crownCap", "can"], glass: "brown", malts: ["Pale malt", "Roasted barley", "Flaked barley"], hops: ["Challenger", "East Kent Goldings"], body: "moderate" },
  { name: "Imperial Stout", abv: [8.5, 10.0], color: "dark", apparent: ["jet black"], fermentation: "Top-fermented", vessel: ["Bourbon barrels", ...ALE_VESSELS], maturation: ["Aged for twelve months in bourbon barrels"], sizes: [330, 750], closures: ["crownCap", "naturalCork"], glass: "brown", malts: ["Pale malt", "Chocolate malt", "Roasted barley"], hops: ["Magnum", "Northern Brewer"], body: "full" },
  { name: "Irish Red Ale", abv: [4.2, 5.2], color: "amber", apparent: ["ruby red"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Conditioned for three weeks"], sizes: [330, 500], closures: BOTTLE, glass: "brown", malts: ["Pale malt", "Crystal malt", "Roasted barley"], hops: ["Challenger"], body: "moderate" },
  { name: "Scotch Ale", abv: [6.5, 8.5], color: "dark", apparent: ["deep mahogany"], fermentation: "Top-fermented", vessel: ALE_VESSELS, maturation: ["Long kettle boil, conditioned for six weeks"], sizes: [330, 500], closures: BOTTLE, glass: "brown", malts: ["Golden Promise pale malt", "Crystal malt"], hops: ["East Kent Goldings"], body: "full" },
  { name: "Amber Lager", abv: [4.8, 5.5], color: "amber", apparent: ["amber"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for five weeks"], sizes: [355], closures: ["can", "crownCap"], glass: "can", malts: ["Vienna malt", "Caramel malt"], hops: ["Cascade", "Perle"], body: "moderate" },
  { name: "Rice Lager", abv: [4.5, 5.2], color: "pale", apparent: ["pale straw"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for four weeks"], sizes: [330, 350], closures: ["can", "crownCap"], glass: "can", malts: ["Pilsner malt", "Rice"], hops: ["Saaz", "Sorachi Ace"], body: "light" },
  { name: "Italian Grape Ale", abv: [6.5, 8.5], color: "amber", apparent: ["hazy copper"], fermentation: "Mixed fermentation", vessel: ["Oak barrels", ...ALE_VESSELS], maturation: ["Fermented with grape must and aged in oak"], sizes: [375, 750], closures: ["naturalCork", "crownCap"], glass: "green", malts: ["Pilsner malt"], hops: ["Hallertauer Tradition"], body: "moderate", sour: true },
  { name: "Bokbier", abv: [6.5, 7.5], color: "dark", apparent: ["dark amber"], fermentation: "Bottom-fermented", vessel: LAGER_VESSELS, maturation: ["Lagered for eight weeks"], sizes: [300, 330], closures: BOTTLE, glass: "brown", malts: ["Munich malt", "Caramel malt"], hops: ["Hallertauer Tradition"], body: "full" },
];

export interface BeerRegion {
  country: string;
  name: string;
  hub: string;
  styles: string[];
  weight: number;
}

export const BEER_REGIONS: BeerRegion[] = [
  { country: "DE", name: "Bavaria", hub: "München", styles: ["Helles", "Weissbier", "Dunkel", "Doppelbock", "Märzen"], weight: 5 },
  { country: "DE", name: "Franconia", hub: "Bamberg", styles: ["Rauchbier", "Kellerbier", "Pilsner", "Märzen"], weight: 3 },
  { country: "DE", name: "Rhineland", hub: "Köln", styles: ["Kölsch", "Pilsner"], weight: 2 },
  { country: "CZ", name: "Bohemia", hub: "Plzeň", styles: ["Bohemian Pilsner", "Dunkel"], weight: 3 },
  { country: "BE", name: "Flanders", hub: "Brugge", styles: ["Tripel", "Dubbel", "Flanders Red Ale", "Witbier"], weight: 4 },
  { country: "BE", name: "Pajottenland", hub: "Beersel", styles: ["Lambic", "Gueuze", "Kriek"], weight: 2 },
  { country: "BE", name: "Wallonia", hub: "Chimay", styles: ["Saison", "Tripel", "Dubbel"], weight: 2 },
  { country: "GB", name: "England", hub: "London", styles: ["Best Bitter", "Porter", "India Pale Ale", "Pale Ale"], weight: 4 },
  { country: "GB", name: "Scotland", hub: "Edinburgh", styles: ["Scotch Ale", "Pale Ale", "India Pale Ale"], weight: 1 },
  { country: "IE", name: "Munster", hub: "Cork", styles: ["Dry Stout", "Irish Red Ale", "Pale Ale"], weight: 2 },
  { country: "US", name: "California", hub: "San Diego", styles: ["West Coast IPA", "Double IPA", "Pale Ale", "Imperial Stout"], weight: 4 },
  { country: "US", name: "Oregon", hub: "Portland", styles: ["Hazy IPA", "Saison", "Imperial Stout", "Pilsner"], weight: 3 },
  { country: "US", name: "North Carolina", hub: "Asheville", styles: ["Amber Lager", "Hazy IPA", "Porter"], weight: 1 },
  { country: "AU", name: "Victoria", hub: "Melbourne", styles: ["Pacific Pale Ale", "Hazy IPA", "Pilsner"], weight: 2 },
  { country: "NZ", name: "Auckland", hub: "Auckland", styles: ["Pilsner", "Hazy IPA", "Pacific Pale Ale"], weight: 2 },
  { country: "JP", name: "Kansai", hub: "Kyoto", styles: ["Rice Lager", "Witbier", "Pale Ale"], weight: 1 },
  { country: "IT", name: "Lombardy", hub: "Milano", styles: ["Pilsner", "Italian Grape Ale", "Saison"], weight: 2 },
  { country: "ES", name: "Catalonia", hub: "Barcelona", styles: ["India Pale Ale", "Pale Ale", "Saison"], weight: 1 },
  { country: "NL", name: "North Holland", hub: "Amsterdam", styles: ["Bokbier", "Tripel", "India Pale Ale"], weight: 1 },
];

export function beerStyle(name: string): BeerStyle {
  const style = BEER_STYLES.find((candidate) => candidate.name === name);
  if (!style) throw new Error(`unknown beer style ${name}`);
  return style;
}
