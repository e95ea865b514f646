import { ap, type WineRegion } from "./wine-region-types";

// European wine regions with their real appellations and typical grapes.

const BORDEAUX_RED = ["Cabernet Sauvignon", "Merlot", "Cabernet Franc", "Petit Verdot", "Malbec"];
const BORDEAUX_WHITE = ["Sauvignon Blanc", "Sémillon", "Muscadelle"];
const CRU_CLASSE = ["Grand Cru Classé en 1855"];
const CHAMPAGNE = ["Chardonnay", "Pinot Noir", "Pinot Meunier"];

export const EUROPE_WINE_REGIONS: WineRegion[] = [
  {
    country: "FR", name: "Bordeaux", hub: "Bordeaux", red: BORDEAUX_RED, white: BORDEAUX_WHITE, climate: "moderate",
    soils: ["Gravel", "Clay", "Limestone", "Sand"], elevation: [5, 110], weight: 9, blend: 0.9,
    appellations: [
      ap("Pauillac", "Pauillac AOC", "r", { classifications: CRU_CLASSE, tier: 3 }),
      ap("Margaux", "Margaux AOC", "r", { classifications: CRU_CLASSE, tier: 3 }),
      ap("Saint-Julien", "Saint-Julien AOC", "r", { tier: 3 }),
      ap("Saint-Émilion", "Saint-Émilion Grand Cru AOC", "r", { red: ["Merlot", "Cabernet Franc", "Cabernet Sauvignon"], classifications: ["Grand Cru Classé"], tier: 2 }),
      ap("Pomerol", "Pomerol AOC", "r", { red: ["Merlot", "Cabernet Franc"], tier: 3 }),
      ap("Pessac-Léognan", "Pessac-Léognan AOC", "rrw", { classifications: ["Cru Classé de Graves"], tier: 2 }),
      ap("Sauternes", "Sauternes AOC", "w", { white: ["Sémillon", "Sauvignon Blanc", "Muscadelle"], sweet: true, tier: 2 }),
      ap("Entre-Deux-Mers", "Entre-Deux-Mers AOC", "w", { tier: 0 }),
      ap("Côtes de Bourg", "Côtes de Bourg AOC", "r", { tier: 0 }),
      ap("Bordeaux Supérieur", "Bordeaux Supérieur AOC", "rrrp", { tier: 0 }),
    ],
  },
  {
    country: "FR", name: "Burgundy", hub: "Beaune", red: ["Pinot Noir"], white: ["Chardonnay", "Aligoté"], climate: "cool",
    soils: ["Limestone", "Marl", "Clay", "Kimmeridgian marl"], elevation: [200, 400], weight: 8, blend: 0,
    appellations: [
      ap("Chablis", "Chablis AOC", "w", { white: ["Chardonnay"], classifications: ["Premier Cru", "Grand Cru"], tier: 1 }),
      ap("Gevrey-Chambertin", "Gevrey-Chambertin AOC", "r", { classifications: ["Premier Cru"], tier: 3 }),
      ap("Nuits-Saint-Georges", "Nuits-Saint-Georges AOC", "r", { classifications: ["Premier Cru"], tier: 3 }),
      ap("Pommard", "Pommard AOC", "r", { tier: 2 }),
      ap("Meursault", "Meursault AOC", "w", { white: ["Chardonnay"], classifications: ["Premier Cru"], tier: 3 }),
      ap("Puligny-Montrachet", "Puligny-Montrachet AOC", "w", { white: ["Chardonnay"], classifications: ["Premier Cru"], tier: 3 }),
      ap("Mâcon-Villages", "Mâcon-Villages AOC", "w", { white: ["Chardonnay"], tier: 0 }),
      ap("Bourgogne", "Bourgogne AOC", "rw", { tier: 1 }),
      ap("Crémant de Bourgogne", "Crémant de Bourgogne AOC", "wp", { white: ["Chardonnay", "Pinot Noir", "Aligoté"], sparkling: true, blend: 0.7, tier: 1 }),
    ],
  },
  {
    country: "FR", name: "Beaujolais", hub: "Villefranche-sur-Saône", red: ["Gamay"], white: ["Chardonnay"], climate: "moderate",
    soils: ["Granite", "Schist", "Clay"], elevation: [190, 550], weight: 2, blend: 0,
    appellations: [
      ap("Morgon", "Morgon AOC", "r", { tier: 1 }),
      ap("Fleurie", "Fleurie AOC", "r", { tier: 1 }),
      ap("Moulin-à-Vent", "Moulin-à-Vent AOC", "r", { tier: 1 }),
      ap("Beaujolais-Villages", "Beaujolais-Villages AOC", "rrw", { tier: 0 }),
    ],
  },
  {
    country: "FR", name: "Rhône", hub: "Avignon", climate: "warm", elevation: [50, 400], weight: 6, blend: 0.8,
    red: ["Grenache", "Syrah", "Mourvèdre", "Cinsault", "Carignan"], white: ["Viognier", "Marsanne", "Roussanne", "Grenache Blanc", "Clairette"],
    soils: ["Galets roulés", "Granite", "Sand", "Clay", "Limestone"],
    appellations: [
      ap("Châteauneuf-du-Pape", "Châteauneuf-du-Pape AOC", "rrrrw", { tier: 2 }),
      ap("Côte-Rôtie", "Côte-Rôtie AOC", "r", { red: ["Syrah", "Viognier"], blend: 0.4, tier: 3 }),
      ap("Hermitage", "Hermitage AOC", "rw", { red: ["Syrah"], white: ["Marsanne", "Roussanne"], tier: 3 }),
      ap("Crozes-Hermitage", "Crozes-Hermitage AOC", "rrw", { red: ["Syrah"], white: ["Marsanne", "Roussanne"], tier: 1 }),
      ap("Condrieu", "Condrieu AOC", "w", { white: ["Viognier"], blend: 0, tier: 2 }),
      ap("Gigondas", "Gigondas AOC", "r", { tier: 1 }),
      ap("Tavel", "Tavel AOC", "p", { tier: 1 }),
      ap("Côtes du Rhône", "Côtes du Rhône AOC", "rrrwp", { tier: 0 }),
    ],
  },
  {
    country: "FR", name: "Loire", hub: "Tours", red: ["Cabernet Franc", "Pinot Noir", "Gamay"], white: ["Chenin Blanc", "Sauvignon Blanc", "Melon de Bourgogne"],
    soils: ["Flint", "Tuffeau limestone", "Clay", "Schist", "Kimmeridgian marl"], climate: "cool", elevation: [30, 300], weight: 5, blend: 0.1,
    appellations: [
      ap("Sancerre", "Sancerre AOC", "wwwrp", { white: ["Sauvignon Blanc"], red: ["Pinot Noir"], tier: 1 }),
      ap("Pouilly-Fumé", "Pouilly-Fumé AOC", "w", { white: ["Sauvignon Blanc"], tier: 1 }),
      ap("Vouvray", "Vouvray AOC", "w", { white: ["Chenin Blanc"], tier: 1 }),
      ap("Savennières", "Savennières AOC", "w", { white: ["Chenin Blanc"], tier: 2 }),
      ap("Chinon", "Chinon AOC", "rrp", { red: ["Cabernet Franc"], tier: 1 }),
      ap("Muscadet Sèvre et Maine", "Muscadet Sèvre et Maine AOC", "w", { white: ["Melon de Bourgogne"], tier: 0 }),
      ap("Crémant de Loire", "Crémant de Loire AOC", "wp", { white: ["Chenin Blanc", "Chardonnay", "Cabernet Franc"], sparkling: true, blend: 0.8, tier: 0 }),
    ],
  },
  {
    country: "FR", name: "Champagne", hub: "Épernay", red: ["Pinot Noir", "Pinot Meunier"], white: CHAMPAGNE, climate: "cool",
    soils: ["Chalk", "Limestone", "Marl", "Clay"], elevation: [90, 280], weight: 6, blend: 0.75,
    appellations: [
      ap("Montagne de Reims", "Champagne AOC", "wwp", { white: CHAMPAGNE, sparkling: true, classifications: ["Grand Cru", "Premier Cru"], tier: 2 }),
      ap("Côte des Blancs", "Champagne AOC", "w", { white: ["Chardonnay"], sparkling: true, classifications: ["Grand Cru", "Blanc de Blancs"], blend: 0, tier: 3 }),
      ap("Vallée de la Marne", "Champagne AOC", "wwp", { white: ["Pinot Meunier", "Pinot Noir", "Chardonnay"], sparkling: true, tier: 2 }),
      ap("Côte des Bar", "Champagne AOC", "wp", { white: ["Pinot Noir", "Chardonnay"], sparkling: true, tier: 2 }),
    ],
  },
  {
    country: "FR", name: "Alsace", hub: "Colmar", red: ["Pinot Noir"], white: ["Riesling", "Gewürztraminer", "Pinot Gris", "Muscat", "Pinot Blanc", "Sylvaner"],
    soils: ["Granite", "Limestone", "Marl", "Sandstone", "Volcanic"], climate: "cool", elevation: [200, 450], weight: 3, blend: 0.05,
    appellations: [
      ap("Alsace Grand Cru Schlossberg", "Alsace Grand Cru AOC", "w", { white: ["Riesling"], tier: 2 }),
      ap("Alsace Grand Cru Rangen", "Alsace Grand Cru AOC", "w", { white: ["Riesling", "Pinot Gris", "Gewürztraminer"], tier: 2 }),
      ap("Alsace", "Alsace AOC", "wwwwr", { tier: 0 }),
      ap("Crémant d'Alsace", "Crémant d'Alsace AOC", "wp", { white: ["Pinot Blanc", "Riesling", "Chardonnay", "Pinot Noir"], sparkling: true, blend: 0.6, tier: 0 }),
    ],
  },
  {
    country: "FR", name: "Languedoc", hub: "Montpellier", red: ["Syrah", "Grenache", "Carignan", "Mourvèdre"], white: ["Grenache Blanc", "Picpoul", "Vermentino"],
    soils: ["Schist", "Limestone", "Clay", "Galets roulés"], climate: "warm", elevation: [20, 400], weight: 4, blend: 0.8,
    appellations: [
      ap("Pic Saint-Loup", "Pic Saint-Loup AOC", "rp", { tier: 1 }),
      ap("Faugères", "Faugères AOC", "r", { tier: 1 }),
      ap("Picpoul de Pinet", "Picpoul de Pinet AOC", "w", { white: ["Picpoul"], blend: 0, tier: 0 }),
      ap("Corbières", "Corbières AOC", "rrp", { tier: 0 }),
    ],
  },
  {
    country: "FR", name: "Provence", hub: "Aix-en-Provence", red: ["Grenache", "Cinsault", "Mourvèdre", "Syrah"], white: ["Rolle", "Ugni Blanc", "Clairette"],
    soils: ["Limestone", "Schist", "Clay"], climate: "warm", elevation: [50, 400], weight: 3, blend: 0.8,
    appellations: [
      ap("Côtes de Provence", "Côtes de Provence AOC", "pppw", { tier: 0 }),
      ap("Bandol", "Bandol AOC", "rp", { red: ["Mourvèdre", "Grenache", "Cinsault"], tier: 2 }),
      ap("Cassis", "Cassis AOC", "w", { white: ["Marsanne", "Clairette", "Ugni Blanc"], tier: 1 }),
    ],
  },
  {
    country: "FR", name: "Jura", hub: "Arbois", red: ["Poulsard", "Trousseau", "Pinot Noir"], white: ["Savagnin", "Chardonnay"],
    soils: ["Marl", "Limestone", "Clay"], climate: "cool", elevation: [250, 450], weight: 1, blend: 0.2,
    appellations: [
      ap("Arbois", "Arbois AOC", "rwo", { tier: 1 }),
      ap("Côtes du Jura", "Côtes du Jura AOC", "wwo", { tier: 1 }),
    ],
  },
  {
    country: "IT", name: "Piedmont", hub: "Alba", red: ["Nebbiolo", "Barbera", "Dolcetto"], white: ["Arneis", "Cortese", "Moscato Bianco"],
    soils: ["Calcareous marl", "Sandstone", "Clay", "Sand"], climate: "moderate", elevation: [150, 550], weight: 7, blend: 0,
    appellations: [
      ap("Barolo", "Barolo DOCG", "r", { red: ["Nebbiolo"], classifications: ["Riserva"], tier: 3 }),
      ap("Barbaresco", "Barbaresco DOCG", "r", { red: ["Nebbiolo"], classifications: ["Riserva"], tier: 3 }),
      ap("Barbera d'Asti", "Barbera d'Asti DOCG", "r", { red: ["Barbera"], classifications: ["Superiore"], tier: 1 }),
      ap("Dolcetto d'Alba", "Dolcetto d'Alba DOC", "r", { red: ["Dolcetto"], tier: 0 }),
      ap("Roero", "Roero DOCG", "wr", { white: ["Arneis"], red: ["Nebbiolo"], tier: 1 }),
      ap("Gavi", "Gavi DOCG", "w", { white: ["Cortese"], tier: 1 }),
    ],
  },
  {
    country: "IT", name: "Tuscany", hub: "Firenze", red: ["Sangiovese", "Canaiolo", "Colorino", "Merlot", "Cabernet Sauvignon"], white: ["Vernaccia", "Vermentino", "Trebbiano"],
    soils: ["Galestro", "Alberese", "Clay", "Sand"], climate: "warm", elevation: [150, 600], weight: 8, blend: 0.4,
    appellations: [
      ap("Chianti Classico", "Chianti Classico DOCG", "r", { red: ["Sangiovese", "Canaiolo", "Colorino", "Merlot"], classifications: ["Riserva", "Gran Selezione"], tier: 1 }),
      ap("Brunello di Montalcino", "Brunello di Montalcino DOCG", "r", { red: ["Sangiovese"], blend: 0, classifications: ["Riserva"], tier: 3 }),
      ap("Rosso di Montalcino", "Rosso di Montalcino DOC", "r", { red: ["Sangiovese"], blend: 0, tier: 1 }),
      ap("Vino Nobile di Montepulciano", "Vino Nobile di Montepulciano DOCG", "r", { red: ["Sangiovese", "Canaiolo", "Mammolo"], tier: 2 }),
      ap("Bolgheri", "Bolgheri DOC", "r", { red: ["Cabernet Sauvignon", "Merlot", "Cabernet Franc", "Petit Verdot"], blend: 0.9, classifications: ["Superiore"], tier: 3 }),
      ap("Vernaccia di San Gimignano", "Vernaccia di San Gimignano DOCG", "w", { white: ["Vernaccia"], blend: 0, tier: 0 }),
      ap("Maremma Toscana", "Maremma Toscana DOC", "rwp", { white: ["Vermentino"], tier: 0 }),
    ],
  },
  {
    country: "IT", name: "Veneto", hub: "Verona", red: ["Corvina", "Corvinone", "Rondinella", "Molinara"], white: ["Garganega", "Glera", "Trebbiano di Soave"],
    soils: ["Volcanic", "Limestone", "Clay", "Morainic gravel"], climate: "moderate", elevation: [60, 500], weight: 6, blend: 0.8,
    appellations: [
      ap("Amarone della Valpolicella", "Amarone della Valpolicella DOCG", "r", { classifications: ["Classico", "Riserva"], tier: 3 }),
      ap("Valpolicella", "Valpolicella DOC", "r", { classifications: ["Classico", "Superiore", "Ripasso"], tier: 0 }),
      ap("Soave", "Soave DOC", "w", { white: ["Garganega", "Trebbiano di Soave"], classifications: ["Classico"], tier: 0 }),
      ap("Prosecco", "Conegliano Valdobbiadene Prosecco Superiore DOCG", "w", { white: ["Glera"], sparkling: true, blend: 0, tier: 0 }),
      ap("Bardolino", "Bardolino DOC", "rp", { tier: 0 }),
    ],
  },
  {
    country: "IT", name: "Friuli-Venezia Giulia", hub: "Cormons", red: ["Refosco dal Peduncolo Rosso", "Schioppettino", "Merlot"],
    white: ["Friulano", "Ribolla Gialla", "Pinot Grigio", "Sauvignon Blanc", "Malvasia Istriana"], soils: ["Ponca (marl and sandstone)", "Gravel", "Clay"],
    climate: "moderate", elevation: [60, 300], weight: 3, blend: 0.2,
    appellations: [
      ap("Collio", "Collio DOC", "wwwoo", { tier: 1 }),
      ap("Friuli Colli Orientali", "Friuli Colli Orientali DOC", "wwro", { tier: 1 }),
    ],
  },
  {
    country: "IT", name: "Trentino-Alto Adige", hub: "Bolzano", red: ["Lagrein", "Schiava", "Pinot Nero"], white: ["Pinot Bianco", "Gewürztraminer", "Chardonnay", "Sauvignon Blanc"],
    soils: ["Porphyry", "Limestone", "Morainic gravel"], climate: "cool", elevation: [230, 900], weight: 3, blend: 0,
    appellations: [
      ap("Alto Adige", "Alto Adige DOC", "wwr", { tier: 1 }),
      ap("Trento", "Trento DOC", "wp", { white: ["Chardonnay", "Pinot Nero", "Pinot Bianco"], sparkling: true, blend: 0.6, tier: 2 }),
    ],
  },
  {
    country: "IT", name: "Sicily", hub: "Catania", red: ["Nero d'Avola", "Nerello Mascalese", "Frappato"], white: ["Carricante", "Grillo", "Catarratto"],
    soils: ["Volcanic", "Limestone", "Sand", "Clay"], climate: "warm", elevation: [50, 1000], weight: 4, blend: 0.3,
    appellations: [
      ap("Etna", "Etna DOC", "rwp", { red: ["Nerello Mascalese", "Nerello Cappuccio"], white: ["Carricante", "Catarratto"], tier: 2 }),
      ap("Cerasuolo di Vittoria", "Cerasuolo di Vittoria DOCG", "r", { red: ["Nero d'Avola", "Frappato"], blend: 1, tier: 1 }),
      ap("Sicilia", "Sicilia DOC", "rrw", { tier: 0 }),
    ],
  },
  {
    country: "IT", name: "Campania", hub: "Avellino", red: ["Aglianico", "Piedirosso"], white: ["Fiano", "Greco", "Falanghina"],
    soils: ["Volcanic", "Clay", "Limestone"], climate: "warm", elevation: [300, 700], weight: 2, blend: 0,
    appellations: [
      ap("Taurasi", "Taurasi DOCG", "r", { red: ["Aglianico"], classifications: ["Riserva"], tier: 2 }),
      ap("Fiano di Avellino", "Fiano di Avellino DOCG", "w", { white: ["Fiano"], tier: 1 }),
      ap("Greco di Tufo", "Greco di Tufo DOCG", "w", { white: ["Greco"], tier: 1 }),
    ],
  },
  {
    country: "IT", name: "Apulia", hub: "Manduria", red: ["Primitivo", "Negroamaro", "Susumaniello"], white: ["Fiano", "Verdeca"],
    soils: ["Red clay (terra rossa)", "Limestone", "Sand"], climate: "warm", elevation: [20, 200], weight: 2, blend: 0.2,
    appellations: [
      ap("Primitivo di Manduria", "Primitivo di Manduria DOC", "r", { red: ["Primitivo"], tier: 1 }),
      ap("Salice Salentino", "Salice Salentino DOC", "rp", { red: ["Negroamaro", "Malvasia Nera"], tier: 0 }),
    ],
  },
  {
    country: "ES", name: "Rioja", hub: "Logroño", red: ["Tempranillo", "Garnacha", "Graciano", "Mazuelo"], white: ["Viura", "Malvasía Riojana", "Tempranillo Blanco"],
    soils: ["Clay-limestone", "Ferrous clay", "Alluvial"], climate: "moderate", elevation: [300, 700], weight: 7, blend: 0.7,
    appellations: [
      ap("Rioja Alta", "Rioja DOCa", "rrrwp", { classifications: ["Crianza", "Reserva", "Gran Reserva"], tier: 1 }),
      ap("Rioja Alavesa", "Rioja DOCa", "rrw", { classifications: ["Crianza", "Reserva", "Gran Reserva"], tier: 1 }),
      ap("Rioja Oriental", "Rioja DOCa", "rp", { red: ["Garnacha", "Tempranillo"], classifications: ["Crianza"], tier: 0 }),
    ],
  },
  {
    country: "ES", name: "Ribera del Duero", hub: "Aranda de Duero", red: ["Tempranillo", "Cabernet Sauvignon", "Merlot"], white: ["Albillo Mayor"],
    soils: ["Limestone", "Clay", "Sand"], climate: "moderate", elevation: [750, 1000], weight: 4, blend: 0.3,
    appellations: [ap("Ribera del Duero", "Ribera del Duero DO", "r", { classifications: ["Crianza", "Reserva", "Gran Reserva"], tier: 2 })],
  },
  {
    country: "ES", name: "Priorat", hub: "Gratallops", red: ["Garnacha", "Cariñena", "Syrah", "Cabernet Sauvignon"], white: ["Garnacha Blanca", "Macabeo"],
    soils: ["Llicorella slate", "Schist"], climate: "warm", elevation: [100, 750], weight: 2, blend: 0.8,
    appellations: [ap("Priorat", "Priorat DOQ", "rrw", { classifications: ["Vi de Vila", "Vinya Classificada"], tier: 2 })],
  },
  {
    country: "ES", name: "Rías Baixas", hub: "Cambados", red: ["Caíño Tinto", "Espadeiro"], white: ["Albariño", "Loureiro", "Treixadura"],
    soils: ["Granite", "Sand", "Alluvial"], climate: "cool", elevation: [20, 300], weight: 3, blend: 0.1,
    appellations: [
      ap("Val do Salnés", "Rías Baixas DO", "w", { white: ["Albariño"], tier: 1 }),
      ap("Condado do Tea", "Rías Baixas DO", "w", { tier: 1 }),
      ap("O Rosal", "Rías Baixas DO", "w", { tier: 1 }),
    ],
  },
  {
    country: "ES", name: "Penedès", hub: "Vilafranca del Penedès", red: ["Trepat", "Garnacha", "Monastrell"], white: ["Xarel·lo", "Macabeo", "Parellada"],
    soils: ["Limestone", "Clay", "Sand"], climate: "warm", elevation: [150, 500], weight: 3, blend: 0.85,
    appellations: [
      ap("Cava", "Cava DO", "wwwp", { sparkling: true, classifications: ["Reserva", "Gran Reserva", "Paraje Calificado"], tier: 0 }),
      ap("Corpinnat", "Corpinnat", "w", { sparkling: true, tier: 1 }),
      ap("Penedès", "Penedès DO", "wr", { tier: 0 }),
    ],
  },
  {
    country: "ES", name: "Castilla y León", hub: "Toro", red: ["Tinta de Toro", "Mencía", "Tempranillo"], white: ["Verdejo", "Sauvignon Blanc", "Godello"],
    soils: ["Sand", "Gravel", "Clay", "Slate"], climate: "moderate", elevation: [450, 850], weight: 3, blend: 0.1,
    appellations: [
      ap("Toro", "Toro DO", "r", { red: ["Tinta de Toro"], tier: 1 }),
      ap("Rueda", "Rueda DO", "w", { white: ["Verdejo", "Sauvignon Blanc"], tier: 0 }),
      ap("Bierzo", "Bierzo DO", "rw", { red: ["Mencía"], white: ["Godello"], tier: 1 }),
    ],
  },
  {
    country: "DE", name: "Mosel", hub: "Bernkastel-Kues", red: ["Spätburgunder"], white: ["Riesling", "Elbling", "Müller-Thurgau"],
    soils: ["Devonian slate", "Blue slate", "Quartzite"], climate: "cool", elevation: [100, 350], weight: 5, blend: 0,
    appellations: [
      ap("Mittelmosel", "Qualitätswein Mosel", "wwwwr", { white: ["Riesling"], classifications: ["Kabinett", "Spätlese", "Auslese", "VDP.Grosse Lage"], tier: 1 }),
      ap("Saar", "Qualitätswein Mosel", "w", { white: ["Riesling"], classifications: ["Kabinett", "Spätlese"], tier: 1 }),
      ap("Ruwer", "Qualitätswein Mosel", "w", { white: ["Riesling"], tier: 1 }),
    ],
  },
  {
    country: "DE", name: "Rheingau", hub: "Eltville am Rhein", red: ["Spätburgunder"], white: ["Riesling"], soils: ["Loess", "Quartzite", "Slate", "Marl"],
    climate: "cool", elevation: [90, 300], weight: 3, blend: 0,
    appellations: [
      ap("Rüdesheim", "Qualitätswein Rheingau", "wwwr", { classifications: ["Erste Lage", "VDP.Grosse Lage", "Spätlese"], tier: 2 }),
      ap("Hochheim", "Qualitätswein Rheingau", "w", { tier: 1 }),
      ap("Johannisberg", "Qualitätswein Rheingau", "w", { tier: 2 }),
    ],
  },
  {
    country: "DE", name: "Pfalz", hub: "Neustadt an der Weinstraße", red: ["Spätburgunder", "Dornfelder", "Portugieser"], white: ["Riesling", "Grauburgunder", "Weißburgunder", "Chardonnay"],
    soils: ["Sandstone", "Limestone", "Loess", "Basalt"], climate: "moderate", elevation: [100, 300], weight: 4, blend: 0.05,
    appellations: [
      ap("Mittelhaardt", "Qualitätswein Pfalz", "wwwr", { classifications: ["VDP.Grosse Lage", "Erste Lage"], tier: 1 }),
      ap("Südliche Weinstraße", "Qualitätswein Pfalz", "wwrp", { tier: 0 }),
      ap("Pfalz Sekt", "Sekt b.A. Pfalz", "wp", { white: ["Riesling", "Pinot Noir", "Chardonnay"], sparkling: true, tier: 1 }),
    ],
  },
  {
    country: "DE", name: "Rheinhessen", hub: "Nierstein", red: ["Spätburgunder", "Dornfelder"], white: ["Riesling", "Silvaner", "Weißburgunder", "Scheurebe"],
    soils: ["Red slate (Rotliegend)", "Loess", "Limestone"], climate: "moderate", elevation: [90, 250], weight: 3, blend: 0,
    appellations: [ap("Roter Hang", "Qualitätswein Rheinhessen", "w", { white: ["Riesling"], tier: 1 }), ap("Rheinhessen", "Qualitätswein Rheinhessen", "wwr", { tier: 0 })],
  },
  {
    country: "DE", name: "Baden", hub: "Ihringen", red: ["Spätburgunder"], white: ["Grauburgunder", "Weißburgunder", "Gutedel", "Müller-Thurgau"],
    soils: ["Volcanic", "Loess", "Limestone"], climate: "moderate", elevation: [180, 400], weight: 3, blend: 0,
    appellations: [ap("Kaiserstuhl", "Qualitätswein Baden", "rrw", { tier: 1 }), ap("Markgräflerland", "Qualitätswein Baden", "w", { white: ["Gutedel"], tier: 0 })],
  },
  {
    country: "DE", name: "Franken", hub: "Würzburg", red: ["Spätburgunder", "Domina"], white: ["Silvaner", "Müller-Thurgau", "Bacchus"],
    soils: ["Shell limestone (Muschelkalk)", "Keuper", "Sandstone"], climate: "cool", elevation: [180, 350], weight: 2, blend: 0,
    appellations: [ap("Maindreieck", "Qualitätswein Franken", "w", { white: ["Silvaner"], tier: 1 })],
  },
  {
    country: "DE", name: "Württemberg", hub: "Stuttgart", red: ["Lemberger", "Trollinger", "Spätburgunder"], white: ["Riesling", "Kerner"],
    soils: ["Keuper", "Shell limestone (Muschelkalk)"], climate: "moderate", elevation: [200, 400], weight: 1, blend: 0.1,
    appellations: [ap("Remstal", "Qualitätswein Württemberg", "rrw", { tier: 0 })],
  },
  {
    country: "AT", name: "Niederösterreich", hub: "Krems an der Donau", red: ["Zweigelt", "Pinot Noir"], white: ["Grüner Veltliner", "Riesling", "Gelber Muskateller"],
    soils: ["Loess", "Gneiss", "Primary rock", "Gravel"], climate: "cool", elevation: [200, 450], weight: 5, blend: 0,
    appellations: [
      ap("Wachau", "Wachau DAC", "w", { white: ["Grüner Veltliner", "Riesling"], classifications: ["Smaragd", "Federspiel"], tier: 2 }),
      ap("Kamptal", "Kamptal DAC", "w", { white: ["Grüner Veltliner", "Riesling"], classifications: ["Erste Lage"], tier: 1 }),
      ap("Kremstal", "Kremstal DAC", "w", { white: ["Grüner Veltliner", "Riesling"], tier: 1 }),
      ap("Weinviertel", "Weinviertel DAC", "wwr", { white: ["Grüner Veltliner"], tier: 0 }),
    ],
  },
  {
    country: "AT", name: "Burgenland", hub: "Rust", red: ["Blaufränkisch", "Zweigelt", "St. Laurent"], white: ["Welschriesling", "Chardonnay", "Furmint"],
    soils: ["Schist", "Limestone", "Loess", "Clay"], climate: "moderate", elevation: [115, 400], weight: 3, blend: 0.2,
    appellations: [
      ap("Leithaberg", "Leithaberg DAC", "rw", { tier: 1 }),
      ap("Mittelburgenland", "Mittelburgenland DAC", "r", { red: ["Blaufränkisch"], tier: 1 }),
      ap("Ruster Ausbruch", "Ruster Ausbruch DAC", "w", { sweet: true, tier: 2 }),
      ap("Neusiedlersee", "Neusiedlersee DAC", "rrp", { red: ["Zweigelt"], tier: 0 }),
    ],
  },
  {
    country: "AT", name: "Steiermark", hub: "Leibnitz", red: ["Blauer Wildbacher", "Zweigelt"], white: ["Sauvignon Blanc", "Morillon", "Gelber Muskateller", "Welschriesling"],
    soils: ["Opok (calcareous marl)", "Sand", "Gravel"], climate: "cool", elevation: [250, 650], weight: 2, blend: 0,
    appellations: [ap("Südsteiermark", "Südsteiermark DAC", "wwwo", { tier: 1 }), ap("Vulkanland Steiermark", "Vulkanland Steiermark DAC", "w", { tier: 1 })],
  },
];
