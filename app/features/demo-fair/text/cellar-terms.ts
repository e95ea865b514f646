import type { Terms } from "./glossary";

// Training systems, fermentation, vessels, oak and bottling, as the product
// data names them. Guyot, Cordon de Royat, Charmat and qvevri are names and
// stay names; the rest is said the way a cellar in each country says it.

export const CELLAR_TERMS: Terms = {
  // training systems
  Guyot: ["Guyot", "Guyot", "Guyot", "Guyot"],
  "Double Guyot": ["Doppel-Guyot", "Guyot double", "Doble Guyot", "Guyot doppio"],
  "Cordon de Royat": ["Cordon de Royat", "Cordon de Royat", "Cordón Royat", "Cordone speronato"],
  "Gobelet (bush vine)": ["Gobelet (Buschrebe)", "Gobelet", "Vaso", "Alberello"],
  Pergola: ["Pergola", "Pergola", "Parral", "Pergola"],
  Lyre: ["Lyra", "Lyre", "Lira", "Lira"],
  "Vertical shoot positioning": [
    "Drahtrahmen mit senkrechter Triebführung",
    "Palissage vertical",
    "Espaldera con vegetación vertical",
    "Controspalliera",
  ],
  "Single pole (Mosel)": [
    "Einzelpfahlerziehung (Mosel)",
    "Échalas (Moselle)",
    "Poste individual (Mosela)",
    "Palo singolo (Mosella)",
  ],

  // fermentation
  "Spontaneous (indigenous yeasts)": [
    "Spontangärung (wilde Hefen)",
    "Fermentation spontanée (levures indigènes)",
    "Fermentación espontánea (levaduras autóctonas)",
    "Fermentazione spontanea (lieviti indigeni)",
  ],
  "Selected yeasts": ["Reinzuchthefen", "Levures sélectionnées", "Levaduras seleccionadas", "Lieviti selezionati"],
  "Traditional method (second fermentation in bottle)": [
    "Traditionelle Methode (Flaschengärung)",
    "Méthode traditionnelle (prise de mousse en bouteille)",
    "Método tradicional (segunda fermentación en botella)",
    "Metodo classico (rifermentazione in bottiglia)",
  ],
  "Tank method (Charmat)": [
    "Tankgärung (Charmat-Methode)",
    "Cuve close (méthode Charmat)",
    "Método Charmat (segunda fermentación en depósito)",
    "Metodo Martinotti (Charmat)",
  ],
  "Semi-carbonic maceration": [
    "Semikarbonische Mazeration",
    "Macération semi-carbonique",
    "Maceración semicarbónica",
    "Macerazione semicarbonica",
  ],
  "Extended skin contact": [
    "Lange Maischestandzeit",
    "Macération pelliculaire prolongée",
    "Maceración prolongada con las pieles",
    "Macerazione prolungata sulle bucce",
  ],
  "Bottom-fermented": ["Untergärig", "Fermentation basse", "Fermentación baja", "Bassa fermentazione"],
  "Top-fermented": ["Obergärig", "Fermentation haute", "Fermentación alta", "Alta fermentazione"],
  "Spontaneous fermentation": [
    "Spontangärung",
    "Fermentation spontanée",
    "Fermentación espontánea",
    "Fermentazione spontanea",
  ],
  "Mixed fermentation": ["Gemischte Gärung", "Fermentation mixte", "Fermentación mixta", "Fermentazione mista"],
  "Bottle-conditioned (traditional method)": [
    "Flaschengärung (traditionelle Methode)",
    "Prise de mousse en bouteille (méthode traditionnelle)",
    "Segunda fermentación en botella (método tradicional)",
    "Rifermentazione in bottiglia (metodo classico)",
  ],

  // vessels
  "Stainless steel tanks": ["Edelstahltanks", "Cuves inox", "Depósitos de acero inoxidable", "Vasche in acciaio inox"],
  "Concrete tanks": ["Betontanks", "Cuves béton", "Depósitos de hormigón", "Vasche di cemento"],
  "Large oak vats": [
    "Große Eichenholzfässer",
    "Grands foudres de chêne",
    "Grandes tinos de roble",
    "Grandi tini di rovere",
  ],
  "Oak barrels": ["Eichenfässer", "Fûts de chêne", "Barricas de roble", "Botti di rovere"],
  "Clay amphorae": ["Tonamphoren", "Amphores en terre cuite", "Ánforas de barro", "Anfore di terracotta"],
  Qvevri: ["Qvevri", "Qvevri", "Qvevri", "Qvevri"],
  "Chestnut barrels": ["Kastanienholzfässer", "Fûts de châtaignier", "Barricas de castaño", "Botti di castagno"],
  "Open fermenters": [
    "Offene Gärbottiche",
    "Cuves de fermentation ouvertes",
    "Fermentadores abiertos",
    "Tini di fermentazione aperti",
  ],
  "Open square fermenters": [
    "Offene quadratische Gärbottiche",
    "Cuves de fermentation carrées ouvertes",
    "Fermentadores cuadrados abiertos",
    "Tini di fermentazione quadrati aperti",
  ],
  "Cylindroconical tanks": [
    "Zylindrokonische Tanks",
    "Cuves cylindro-coniques",
    "Tanques cilindrocónicos",
    "Fermentatori cilindro-conici",
  ],
  "Oak lagering barrels": [
    "Eichene Lagerfässer",
    "Fûts de garde en chêne",
    "Barricas de roble para la guarda",
    "Botti di rovere per la maturazione",
  ],
  "Oak foeders": ["Eichenfuder", "Foudres de chêne", "Fudres de roble", "Grandi botti di rovere"],
  Coolship: ["Kühlschiff", "Bac refroidissoir", "Enfriadero abierto (coolship)", "Vasca di raffreddamento (coolship)"],
  "Bourbon barrels": ["Bourbonfässer", "Fûts de bourbon", "Barricas de bourbon", "Botti ex bourbon"],

  // oak influence
  None: ["Keiner", "Aucun", "Ninguno", "Nessuno"],
  "Neutral oak": ["Neutrales Holz", "Fût neutre", "Roble neutro", "Legno neutro"],
  "Light (older French oak)": [
    "Dezent (ältere französische Eiche)",
    "Léger (chêne français ancien)",
    "Ligero (roble francés usado)",
    "Leggero (rovere francese usato)",
  ],
  "Medium (French oak barriques)": [
    "Mittel (Barriques aus französischer Eiche)",
    "Moyen (barriques de chêne français)",
    "Medio (barricas de roble francés)",
    "Medio (barrique di rovere francese)",
  ],
  "Pronounced (new French oak)": [
    "Ausgeprägt (neue französische Eiche)",
    "Marqué (chêne français neuf)",
    "Marcado (roble francés nuevo)",
    "Marcato (rovere francese nuovo)",
  ],
  "American oak": ["Amerikanische Eiche", "Chêne américain", "Roble americano", "Rovere americano"],
  Medium: ["Mittel", "Moyen", "Medio", "Medio"],
  Pronounced: ["Ausgeprägt", "Marqué", "Marcado", "Marcato"],

  // bottling
  "Estate bottled": [
    "Gutsabfüllung",
    "Mis en bouteille au domaine",
    "Embotellado en la propiedad",
    "Imbottigliato all'origine",
  ],
  "Bottled at the winery": [
    "Im Weingut abgefüllt",
    "Mis en bouteille au chai",
    "Embotellado en la bodega",
    "Imbottigliato in cantina",
  ],
  "Bottled unfined and unfiltered": [
    "Ungeschönt und unfiltriert abgefüllt",
    "Mis en bouteille sans collage ni filtration",
    "Embotellado sin clarificar ni filtrar",
    "Imbottigliato senza chiarifica né filtrazione",
  ],
  "Bottled by hand": ["Von Hand abgefüllt", "Mis en bouteille à la main", "Embotellado a mano", "Imbottigliato a mano"],
  "Bottled with light filtration": [
    "Mit leichter Filtration abgefüllt",
    "Mis en bouteille après une légère filtration",
    "Embotellado con una ligera filtración",
    "Imbottigliato con una leggera filtrazione",
  ],
  // Beers, ciders and spirits differ in gender from language to language: these are said as nouns.
  "Bottle-conditioned": [
    "Flaschengärung",
    "Refermentation en bouteille",
    "Refermentación en botella",
    "Rifermentazione in bottiglia",
  ],
  "Filtered and bottled at the brewery": [
    "Filtration und Abfüllung in der Brauerei",
    "Filtration et mise en bouteille à la brasserie",
    "Filtración y embotellado en la cervecería",
    "Filtrazione e imbottigliamento in birrificio",
  ],
  "Bottled unfiltered": [
    "Unfiltrierte Abfüllung",
    "Mise en bouteille sans filtration",
    "Embotellado sin filtrar",
    "Imbottigliamento senza filtrazione",
  ],
  "Non-chill filtered": [
    "Ohne Kühlfiltration",
    "Sans filtration à froid",
    "Sin filtración en frío",
    "Senza filtrazione a freddo",
  ],
  "Bottled at the distillery": [
    "Abfüllung in der Brennerei",
    "Mise en bouteille à la distillerie",
    "Embotellado en la destilería",
    "Imbottigliamento in distilleria",
  ],
};
