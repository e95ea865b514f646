import { ap, type WineRegion } from "./wine-region-types";

// Wine regions outside France, Italy, Spain, Germany and Austria.

export const WORLD_WINE_REGIONS: WineRegion[] = [
  {
    country: "PT", name: "Douro", hub: "Peso da Régua", red: ["Touriga Nacional", "Touriga Franca", "Tinta Roriz", "Tinta Barroca", "Sousão"],
    white: ["Rabigato", "Viosinho", "Gouveio", "Códega do Larinho"], soils: ["Schist", "Granite"], climate: "warm", elevation: [80, 600], weight: 4, blend: 0.9,
    appellations: [
      ap("Cima Corgo", "Douro DOC", "rrrw", { classifications: ["Reserva", "Grande Reserva"], tier: 1 }),
      ap("Douro Superior", "Douro DOC", "rrw", { tier: 1 }),
      ap("Baixo Corgo", "Douro DOC", "rwp", { tier: 0 }),
    ],
  },
  {
    country: "PT", name: "Vinho Verde", hub: "Monção", red: ["Vinhão"], white: ["Alvarinho", "Loureiro", "Arinto", "Avesso"], soils: ["Granite", "Sand"],
    climate: "cool", elevation: [50, 400], weight: 2, blend: 0.4,
    appellations: [ap("Monção e Melgaço", "Vinho Verde DOC", "w", { white: ["Alvarinho"], tier: 1 }), ap("Lima", "Vinho Verde DOC", "w", { white: ["Loureiro", "Arinto"], tier: 0 })],
  },
  {
    country: "PT", name: "Alentejo", hub: "Évora", red: ["Aragonez", "Trincadeira", "Alicante Bouschet", "Touriga Nacional"], white: ["Antão Vaz", "Arinto", "Roupeiro"],
    soils: ["Schist", "Clay", "Granite", "Marble"], climate: "warm", elevation: [150, 450], weight: 2, blend: 0.85,
    appellations: [ap("Évora", "Alentejo DOC", "rrwp", { classifications: ["Reserva"], tier: 0 }), ap("Vidigueira", "Alentejo DOC", "rwo", { tier: 1 })],
  },
  {
    country: "PT", name: "Dão", hub: "Viseu", red: ["Touriga Nacional", "Jaen", "Alfrocheiro", "Tinta Roriz"], white: ["Encruzado", "Malvasia Fina"],
    soils: ["Granite", "Sand"], climate: "moderate", elevation: [400, 700], weight: 1, blend: 0.7,
    appellations: [ap("Dão", "Dão DOC", "rw", { tier: 1 })],
  },
  {
    country: "PT", name: "Bairrada", hub: "Anadia", red: ["Baga"], white: ["Bical", "Maria Gomes", "Cerceal"], soils: ["Clay-limestone", "Sand"],
    climate: "moderate", elevation: [40, 200], weight: 1, blend: 0.2,
    appellations: [ap("Bairrada", "Bairrada DOC", "rwp", { tier: 1 }), ap("Bairrada Espumante", "Bairrada DOC", "wp", { sparkling: true, tier: 0 })],
  },
  {
    country: "GR", name: "Peloponnese", hub: "Nemea", red: ["Agiorgitiko", "Mavrodaphne"], white: ["Moschofilero", "Roditis", "Malagousia"],
    soils: ["Clay", "Limestone", "Sand"], climate: "warm", elevation: [250, 850], weight: 2, blend: 0.1,
    appellations: [ap("Nemea", "Nemea PDO", "r", { red: ["Agiorgitiko"], tier: 1 }), ap("Mantinia", "Mantinia PDO", "w", { white: ["Moschofilero"], tier: 1 })],
  },
  {
    country: "GR", name: "Macedonia", hub: "Naoussa", red: ["Xinomavro", "Merlot"], white: ["Malagousia", "Assyrtiko"], soils: ["Clay", "Sand", "Limestone"],
    climate: "moderate", elevation: [150, 650], weight: 1, blend: 0.2,
    appellations: [ap("Naoussa", "Naoussa PDO", "r", { red: ["Xinomavro"], tier: 2 }), ap("Amyndeon", "Amyndeon PDO", "rp", { red: ["Xinomavro"], tier: 1 })],
  },
  {
    country: "GR", name: "Aegean Islands", hub: "Fira", red: ["Mavrotragano", "Mandilaria"], white: ["Assyrtiko", "Athiri", "Aidani"],
    soils: ["Volcanic", "Pumice", "Sand"], climate: "warm", elevation: [50, 350], weight: 1, blend: 0.1,
    appellations: [ap("Santorini", "Santorini PDO", "w", { white: ["Assyrtiko"], tier: 2 }), ap("Crete", "Crete PGI", "rw", { red: ["Liatiko", "Kotsifali"], white: ["Vidiano"], tier: 0 })],
  },
  {
    country: "HU", name: "Tokaj", hub: "Tokaj", red: ["Kékfrankos"], white: ["Furmint", "Hárslevelű", "Sárgamuskotály"], soils: ["Volcanic", "Loess", "Clay"],
    climate: "moderate", elevation: [100, 350], weight: 2, blend: 0.3,
    appellations: [
      ap("Tokaji Aszú", "Tokaj OEM", "w", { sweet: true, classifications: ["5 puttonyos", "6 puttonyos"], tier: 3 }),
      ap("Tokaji Furmint", "Tokaj OEM", "w", { white: ["Furmint"], tier: 1 }),
    ],
  },
  {
    country: "HU", name: "Eger", hub: "Eger", red: ["Kékfrankos", "Kadarka", "Pinot Noir", "Merlot"], white: ["Leányka", "Olaszrizling"],
    soils: ["Volcanic", "Clay"], climate: "moderate", elevation: [150, 500], weight: 1, blend: 0.85,
    appellations: [ap("Egri Bikavér", "Eger OEM", "r", { classifications: ["Superior", "Grand Superior"], tier: 1 }), ap("Egri Csillag", "Eger OEM", "w", { tier: 0 })],
  },
  {
    country: "HU", name: "Villány", hub: "Villány", red: ["Cabernet Franc", "Portugieser", "Merlot", "Kékfrankos"], white: ["Olaszrizling"],
    soils: ["Loess", "Limestone", "Clay"], climate: "warm", elevation: [150, 350], weight: 1, blend: 0.4,
    appellations: [ap("Villány", "Villány OEM", "rrp", { classifications: ["Villányi Franc"], tier: 1 })],
  },
  {
    country: "GE", name: "Kakheti", hub: "Telavi", red: ["Saperavi"], white: ["Rkatsiteli", "Mtsvane Kakhuri", "Kisi", "Khikhvi"],
    soils: ["Alluvial", "Clay", "Limestone"], climate: "warm", elevation: [300, 750], weight: 3, blend: 0.15,
    appellations: [
      ap("Tsinandali", "Tsinandali PDO", "w", { white: ["Rkatsiteli", "Mtsvane Kakhuri"], blend: 0.8, tier: 1 }),
      ap("Mukuzani", "Mukuzani PDO", "r", { red: ["Saperavi"], tier: 1 }),
      ap("Kindzmarauli", "Kindzmarauli PDO", "r", { red: ["Saperavi"], sweet: true, tier: 1 }),
      ap("Napareuli", "Napareuli PDO", "rwo", { tier: 0 }),
      ap("Kakheti", "Kakheti PDO", "ooow", { tier: 0 }),
    ],
  },
  {
    country: "GE", name: "Imereti", hub: "Kutaisi", red: ["Otskhanuri Sapere", "Aladasturi"], white: ["Tsolikouri", "Tsitska", "Krakhuna"],
    soils: ["Clay", "Limestone", "Sand"], climate: "moderate", elevation: [100, 500], weight: 1, blend: 0.3,
    appellations: [ap("Sviri", "Sviri PDO", "wo", { tier: 1 }), ap("Imereti", "Imereti PGI", "oor", { tier: 0 })],
  },
  {
    country: "GB", name: "Sussex", hub: "Lewes", red: ["Pinot Noir", "Pinot Meunier"], white: ["Chardonnay", "Pinot Noir", "Pinot Meunier", "Bacchus"],
    soils: ["Chalk", "Greensand", "Clay"], climate: "cool", elevation: [30, 180], weight: 1, blend: 0.7,
    appellations: [ap("Sussex", "Sussex PDO", "wwwp", { sparkling: true, tier: 2 })],
  },
  {
    country: "GB", name: "Kent", hub: "Canterbury", red: ["Pinot Noir"], white: ["Chardonnay", "Pinot Noir", "Pinot Meunier", "Bacchus"],
    soils: ["Chalk", "Clay"], climate: "cool", elevation: [20, 150], weight: 1, blend: 0.5,
    appellations: [ap("Kent", "English Quality Sparkling Wine", "wwp", { sparkling: true, tier: 1 }), ap("Kent Downs", "English Wine PDO", "w", { white: ["Bacchus"], blend: 0, tier: 0 })],
  },
  {
    country: "US", name: "California", hub: "Napa", red: ["Cabernet Sauvignon", "Merlot", "Zinfandel", "Pinot Noir", "Petite Sirah", "Cabernet Franc"],
    white: ["Chardonnay", "Sauvignon Blanc", "Viognier"], soils: ["Volcanic", "Alluvial", "Gravel", "Clay loam", "Sandy loam"], climate: "warm",
    elevation: [10, 600], weight: 7, blend: 0.3,
    appellations: [
      ap("Napa Valley", "Napa Valley AVA", "rrw", { red: ["Cabernet Sauvignon", "Merlot", "Cabernet Franc", "Petit Verdot"], tier: 3 }),
      ap("Oakville", "Oakville AVA", "r", { red: ["Cabernet Sauvignon", "Merlot", "Cabernet Franc"], tier: 3 }),
      ap("Russian River Valley", "Russian River Valley AVA", "rw", { red: ["Pinot Noir"], white: ["Chardonnay"], blend: 0, tier: 2 }),
      ap("Sonoma Coast", "Sonoma Coast AVA", "rw", { red: ["Pinot Noir"], white: ["Chardonnay"], blend: 0, tier: 2 }),
      ap("Paso Robles", "Paso Robles AVA", "rrp", { red: ["Zinfandel", "Syrah", "Grenache", "Mourvèdre", "Cabernet Sauvignon"], tier: 1 }),
      ap("Sta. Rita Hills", "Sta. Rita Hills AVA", "rw", { red: ["Pinot Noir"], white: ["Chardonnay"], blend: 0, tier: 2 }),
      ap("Lodi", "Lodi AVA", "rw", { red: ["Zinfandel"], tier: 0 }),
    ],
  },
  {
    country: "US", name: "Oregon", hub: "McMinnville", red: ["Pinot Noir", "Gamay"], white: ["Pinot Gris", "Chardonnay", "Riesling"],
    soils: ["Volcanic (Jory)", "Marine sediment", "Loess"], climate: "cool", elevation: [60, 300], weight: 2, blend: 0,
    appellations: [ap("Dundee Hills", "Dundee Hills AVA", "rrw", { tier: 2 }), ap("Eola-Amity Hills", "Eola-Amity Hills AVA", "rwp", { tier: 2 }), ap("Willamette Valley", "Willamette Valley AVA", "rwp", { tier: 1 })],
  },
  {
    country: "US", name: "Washington", hub: "Walla Walla", red: ["Cabernet Sauvignon", "Syrah", "Merlot"], white: ["Riesling", "Chardonnay"],
    soils: ["Loess", "Sand", "Basalt"], climate: "moderate", elevation: [100, 450], weight: 2, blend: 0.4,
    appellations: [ap("Walla Walla Valley", "Walla Walla Valley AVA", "r", { tier: 2 }), ap("Red Mountain", "Red Mountain AVA", "r", { tier: 2 }), ap("Columbia Valley", "Columbia Valley AVA", "rw", { tier: 0 })],
  },
  {
    country: "US", name: "New York", hub: "Geneva", red: ["Cabernet Franc", "Pinot Noir"], white: ["Riesling", "Grüner Veltliner"], soils: ["Shale", "Glacial till"],
    climate: "cool", elevation: [120, 300], weight: 1, blend: 0,
    appellations: [ap("Finger Lakes", "Finger Lakes AVA", "wwr", { tier: 1 })],
  },
  {
    country: "AR", name: "Mendoza", hub: "Mendoza", red: ["Malbec", "Cabernet Sauvignon", "Bonarda", "Cabernet Franc"], white: ["Chardonnay", "Sémillon"],
    soils: ["Alluvial", "Sand", "Gravel", "Limestone"], climate: "warm", elevation: [700, 1500], weight: 5, blend: 0.3,
    appellations: [
      ap("Luján de Cuyo", "Luján de Cuyo DOC", "rrw", { tier: 1 }),
      ap("Valle de Uco", "Valle de Uco IG", "rrwp", { tier: 2 }),
      ap("Maipú", "Maipú IG", "r", { tier: 0 }),
    ],
  },
  {
    country: "AR", name: "Salta", hub: "Cafayate", red: ["Malbec", "Tannat", "Cabernet Sauvignon"], white: ["Torrontés"], soils: ["Sand", "Alluvial"],
    climate: "warm", elevation: [1600, 2400], weight: 1, blend: 0.2,
    appellations: [ap("Cafayate", "Valles Calchaquíes IG", "rw", { tier: 1 })],
  },
  {
    country: "CL", name: "Central Valley", hub: "Santa Cruz", red: ["Cabernet Sauvignon", "Carmenère", "Syrah", "Merlot", "Carignan"], white: ["Chardonnay", "Sauvignon Blanc"],
    soils: ["Alluvial", "Granite", "Clay", "Colluvial"], climate: "warm", elevation: [100, 900], weight: 4, blend: 0.4,
    appellations: [
      ap("Alto Maipo", "Maipo Valley DO", "r", { red: ["Cabernet Sauvignon", "Carmenère", "Cabernet Franc"], tier: 2 }),
      ap("Apalta", "Colchagua Valley DO", "r", { tier: 2 }),
      ap("Colchagua Valley", "Colchagua Valley DO", "rrw", { tier: 0 }),
      ap("Maule Valley", "Maule Valley DO", "r", { red: ["Carignan", "País", "Cabernet Sauvignon"], tier: 0 }),
    ],
  },
  {
    country: "CL", name: "Aconcagua", hub: "Casablanca", red: ["Pinot Noir", "Syrah"], white: ["Sauvignon Blanc", "Chardonnay"], soils: ["Granite", "Clay", "Sand"],
    climate: "cool", elevation: [200, 400], weight: 2, blend: 0,
    appellations: [ap("Casablanca Valley", "Casablanca Valley DO", "wwr", { tier: 1 }), ap("San Antonio Valley", "San Antonio Valley DO", "wr", { tier: 1 })],
  },
  {
    country: "ZA", name: "Coastal Region", hub: "Stellenbosch", red: ["Cabernet Sauvignon", "Pinotage", "Syrah", "Merlot", "Cinsault"], white: ["Chenin Blanc", "Sauvignon Blanc", "Chardonnay"],
    soils: ["Granite", "Shale", "Sandstone", "Clay"], climate: "warm", elevation: [50, 500], weight: 4, blend: 0.35,
    appellations: [
      ap("Stellenbosch", "Stellenbosch WO", "rrw", { tier: 2 }),
      ap("Swartland", "Swartland WO", "wwr", { white: ["Chenin Blanc", "Grenache Blanc", "Clairette"], red: ["Syrah", "Cinsault", "Grenache"], tier: 1 }),
      ap("Franschhoek", "Franschhoek WO", "rw", { tier: 1 }),
      ap("Paarl", "Paarl WO", "rwp", { tier: 0 }),
    ],
  },
  {
    country: "ZA", name: "Cape South Coast", hub: "Hermanus", red: ["Pinot Noir"], white: ["Chardonnay", "Sauvignon Blanc"], soils: ["Shale", "Clay", "Granite"],
    climate: "cool", elevation: [100, 400], weight: 1, blend: 0,
    appellations: [ap("Hemel-en-Aarde", "Hemel-en-Aarde Valley WO", "rw", { tier: 2 })],
  },
  {
    country: "AU", name: "South Australia", hub: "Tanunda", red: ["Shiraz", "Grenache", "Cabernet Sauvignon", "Mataro"], white: ["Riesling", "Semillon", "Chardonnay"],
    soils: ["Red-brown earth", "Terra rossa", "Sand", "Ironstone"], climate: "warm", elevation: [50, 550], weight: 5, blend: 0.35,
    appellations: [
      ap("Barossa Valley", "Barossa Valley GI", "rrw", { tier: 2 }),
      ap("Eden Valley", "Eden Valley GI", "wr", { white: ["Riesling"], tier: 1 }),
      ap("McLaren Vale", "McLaren Vale GI", "r", { red: ["Grenache", "Shiraz"], tier: 1 }),
      ap("Clare Valley", "Clare Valley GI", "wr", { white: ["Riesling"], tier: 1 }),
      ap("Coonawarra", "Coonawarra GI", "r", { red: ["Cabernet Sauvignon"], tier: 2 }),
    ],
  },
  {
    country: "AU", name: "Western Australia", hub: "Margaret River", red: ["Cabernet Sauvignon", "Merlot"], white: ["Chardonnay", "Sauvignon Blanc", "Semillon"],
    soils: ["Gravel", "Loam", "Granite"], climate: "moderate", elevation: [40, 200], weight: 2, blend: 0.5,
    appellations: [ap("Margaret River", "Margaret River GI", "rw", { tier: 2 })],
  },
  {
    country: "AU", name: "Victoria", hub: "Healesville", red: ["Pinot Noir", "Shiraz"], white: ["Chardonnay"], soils: ["Volcanic", "Sandstone", "Clay"],
    climate: "cool", elevation: [50, 400], weight: 2, blend: 0,
    appellations: [ap("Yarra Valley", "Yarra Valley GI", "rw", { tier: 2 }), ap("Mornington Peninsula", "Mornington Peninsula GI", "rw", { tier: 2 })],
  },
  {
    country: "AU", name: "Tasmania", hub: "Hobart", red: ["Pinot Noir"], white: ["Chardonnay", "Riesling"], soils: ["Dolerite", "Sandstone", "Clay"],
    climate: "cool", elevation: [20, 250], weight: 1, blend: 0.4,
    appellations: [ap("Tasmania", "Tasmania GI", "wrp", { tier: 2 }), ap("Tasmania Sparkling", "Tasmania GI", "w", { white: ["Chardonnay", "Pinot Noir"], sparkling: true, tier: 2 })],
  },
  {
    country: "NZ", name: "Marlborough", hub: "Blenheim", red: ["Pinot Noir"], white: ["Sauvignon Blanc", "Pinot Gris", "Riesling", "Chardonnay"],
    soils: ["Alluvial", "Gravel", "Clay", "Loess"], climate: "cool", elevation: [10, 250], weight: 4, blend: 0,
    appellations: [ap("Wairau Valley", "Marlborough GI", "wwwr", { tier: 1 }), ap("Awatere Valley", "Marlborough GI", "wwr", { tier: 1 })],
  },
  {
    country: "NZ", name: "Central Otago", hub: "Cromwell", red: ["Pinot Noir"], white: ["Pinot Gris", "Riesling", "Chardonnay"], soils: ["Schist", "Loess", "Gravel"],
    climate: "cool", elevation: [200, 450], weight: 2, blend: 0,
    appellations: [ap("Bannockburn", "Central Otago GI", "rrw", { tier: 2 }), ap("Gibbston", "Central Otago GI", "rwp", { tier: 2 })],
  },
  {
    country: "NZ", name: "Hawke's Bay", hub: "Napier", red: ["Syrah", "Merlot", "Cabernet Sauvignon"], white: ["Chardonnay"], soils: ["Gravel", "Alluvial"],
    climate: "moderate", elevation: [10, 120], weight: 1, blend: 0.4,
    appellations: [ap("Gimblett Gravels", "Hawke's Bay GI", "rrw", { tier: 2 })],
  },
  {
    country: "NZ", name: "Wairarapa", hub: "Martinborough", red: ["Pinot Noir"], white: ["Sauvignon Blanc", "Chardonnay"], soils: ["Gravel", "Loess"],
    climate: "cool", elevation: [30, 100], weight: 1, blend: 0,
    appellations: [ap("Martinborough", "Martinborough GI", "rw", { tier: 2 })],
  },
  {
    country: "JP", name: "Yamanashi", hub: "Kōshū", red: ["Muscat Bailey A", "Merlot"], white: ["Koshu", "Chardonnay"], soils: ["Volcanic", "Gravel", "Clay"],
    climate: "moderate", elevation: [300, 800], weight: 1, blend: 0,
    appellations: [ap("Yamanashi", "Yamanashi GI", "wwr", { tier: 1 })],
  },
];
