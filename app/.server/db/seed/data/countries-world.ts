import { c, n, type Country } from "./country-types";

// Countries outside Europe, and Georgia of the demo fair (see country-types.ts for the shape).

export const WORLD_COUNTRIES: Country[] = [
  {
    code: "US", adjective: "American", languages: ["en"], legalForms: ["LLC", "Inc."],
    names: {
      en: n("United States", "in the United States", "from the United States"), de: n("USA", "in den USA", "aus den USA"),
      fr: n("États-Unis", "aux États-Unis", "des États-Unis"), es: n("Estados Unidos", "en Estados Unidos", "de Estados Unidos"),
      it: n("Stati Uniti", "negli Stati Uniti", "dagli Stati Uniti"),
    },
    streets: ["{n} Silverado Trail", "{n} Main Street", "{n} Vineyard Road", "{n} Oak Avenue", "{n} Industrial Way"],
    cities: [
      c("Napa", "California", "94558", 38.2975, -122.2869, "+1 707 555 01##"),
      c("Healdsburg", "California", "95448", 38.6105, -122.8692, "+1 707 555 01##"),
      c("Paso Robles", "California", "93446", 35.6266, -120.691, "+1 805 555 01##"),
      c("Lompoc", "California", "93436", 34.6392, -120.4579, "+1 805 555 01##"),
      c("Lodi", "California", "95240", 38.1302, -121.2724, "+1 209 555 01##"),
      c("McMinnville", "Oregon", "97128", 45.2101, -123.1987, "+1 503 555 01##"),
      c("Portland", "Oregon", "97205", 45.5152, -122.6784, "+1 503 555 01##"),
      c("Walla Walla", "Washington", "99362", 46.0646, -118.343, "+1 509 555 01##"),
      c("Geneva", "New York", "14456", 42.8687, -76.9777, "+1 315 555 01##"),
      c("Bardstown", "Kentucky", "40004", 37.8092, -85.4669, "+1 502 555 01##"),
      c("Louisville", "Kentucky", "40202", 38.2527, -85.7585, "+1 502 555 01##"),
      c("San Diego", "California", "92101", 32.7157, -117.1611, "+1 619 555 01##"),
      c("Asheville", "North Carolina", "28801", 35.5951, -82.5515, "+1 828 555 01##"),
      c("Hudson", "New York", "12534", 42.2529, -73.791, "+1 518 555 01##"),
      c("New York", "New York", "10013", 40.7128, -74.006, "+1 212 555 01##"),
      c("San Francisco", "California", "94107", 37.7749, -122.4194, "+1 415 555 01##"),
      c("Chicago", "Illinois", "60607", 41.8781, -87.6298, "+1 312 555 01##"),
    ],
  },  {
    code: "AR", adjective: "Argentinian", languages: ["es"], legalForms: ["S.A.", "S.R.L."],
    names: {
      en: n("Argentina", "in Argentina", "from Argentina"), de: n("Argentinien", "in Argentinien", "aus Argentinien"),
      fr: n("Argentine", "en Argentine", "d'Argentine"), es: n("Argentina", "en Argentina", "de Argentina"), it: n("Argentina", "in Argentina", "dall'Argentina"),
    },
    streets: ["Ruta Provincial 15, km {n}", "Calle San Martín {n}", "Carril Cervantes {n}"],
    cities: [
      c("Mendoza", "Mendoza", "M5500", -32.8895, -68.8458, "+54 261 ### ####"),
      c("Luján de Cuyo", "Mendoza", "M5507", -33.036, -68.878, "+54 261 ### ####"),
      c("Tupungato", "Mendoza", "M5561", -33.3711, -69.1467, "+54 2622 ## ####"),
      c("Cafayate", "Salta", "A4427", -26.073, -65.976, "+54 3868 ## ####"),
    ],
  },  {
    code: "CL", adjective: "Chilean", languages: ["es"], legalForms: ["S.A.", "SpA"],
    names: {
      en: n("Chile", "in Chile", "from Chile"), de: n("Chile", "in Chile", "aus Chile"),
      fr: n("Chili", "au Chili", "du Chili"), es: n("Chile", "en Chile", "de Chile"), it: n("Cile", "in Cile", "dal Cile"),
    },
    streets: ["Camino a Lo Orozco {n}", "Avenida Los Libertadores {n}", "Fundo El Olivar, parcela {n}"],
    cities: [
      c("Santiago", "Región Metropolitana", "8320000", -33.4489, -70.6693, "+56 2 2### ####"),
      c("Pirque", "Región Metropolitana", "9480000", -33.6389, -70.5742, "+56 2 2### ####"),
      c("Santa Cruz", "O'Higgins", "3130000", -34.6386, -71.365, "+56 72 2## ####"),
      c("Casablanca", "Valparaíso", "2480000", -33.319, -71.409, "+56 32 2## ####"),
      c("Talca", "Maule", "3460000", -35.4264, -71.6554, "+56 71 2## ####"),
      c("Vicuña", "Coquimbo", "1760000", -30.0319, -70.7081, "+56 51 2## ####"),
    ],
  },  {
    code: "ZA", adjective: "South African", languages: ["en", "af"], legalForms: ["(Pty) Ltd"],
    names: {
      en: n("South Africa", "in South Africa", "from South Africa"), de: n("Südafrika", "in Südafrika", "aus Südafrika"),
      fr: n("Afrique du Sud", "en Afrique du Sud", "d'Afrique du Sud"), es: n("Sudáfrica", "en Sudáfrica", "de Sudáfrica"),
      it: n("Sudafrica", "in Sudafrica", "dal Sudafrica"),
    },
    streets: ["{n} Helshoogte Road", "{n} Main Road", "{n} Annandale Road", "Farm {n}, R44"],
    cities: [
      c("Stellenbosch", "Western Cape", "7600", -33.9321, 18.8602, "+27 21 ### ####"),
      c("Franschhoek", "Western Cape", "7690", -33.9133, 19.1217, "+27 21 ### ####"),
      c("Malmesbury", "Western Cape", "7300", -33.4608, 18.7271, "+27 22 ### ####"),
      c("Hermanus", "Western Cape", "7200", -34.4187, 19.2345, "+27 28 ### ####"),
      c("Cape Town", "Western Cape", "8001", -33.9249, 18.4241, "+27 21 ### ####"),
    ],
  },  {
    code: "AU", adjective: "Australian", languages: ["en"], legalForms: ["Pty Ltd"],
    names: {
      en: n("Australia", "in Australia", "from Australia"), de: n("Australien", "in Australien", "aus Australien"),
      fr: n("Australie", "en Australie", "d'Australie"), es: n("Australia", "en Australia", "de Australia"), it: n("Australia", "in Australia", "dall'Australia"),
    },
    streets: ["{n} Barossa Valley Way", "{n} Main Road", "{n} Caves Road", "{n} Settlement Road"],
    cities: [
      c("Tanunda", "South Australia", "5352", -34.523, 138.959, "+61 8 5550 ####"),
      c("McLaren Vale", "South Australia", "5171", -35.219, 138.545, "+61 8 5550 ####"),
      c("Clare", "South Australia", "5453", -33.8333, 138.6, "+61 8 5550 ####"),
      c("Margaret River", "Western Australia", "6285", -33.955, 115.075, "+61 8 5550 ####"),
      c("Healesville", "Victoria", "3777", -37.6545, 145.5142, "+61 3 7010 ####"),
      c("Pokolbin", "New South Wales", "2320", -32.78, 151.29, "+61 2 5550 ####"),
      c("Hobart", "Tasmania", "7000", -42.8821, 147.3272, "+61 3 7010 ####"),
      c("Melbourne", "Victoria", "3000", -37.8136, 144.9631, "+61 3 7010 ####"),
    ],
  },  {
    code: "NZ", adjective: "New Zealand", languages: ["en", "mi"], legalForms: ["Ltd"],
    names: {
      en: n("New Zealand", "in New Zealand", "from New Zealand"), de: n("Neuseeland", "in Neuseeland", "aus Neuseeland"),
      fr: n("Nouvelle-Zélande", "en Nouvelle-Zélande", "de Nouvelle-Zélande"), es: n("Nueva Zelanda", "en Nueva Zelanda", "de Nueva Zelanda"),
      it: n("Nuova Zelanda", "in Nuova Zelanda", "dalla Nuova Zelanda"),
    },
    streets: ["{n} Rapaura Road", "{n} State Highway 6", "{n} Jacksons Road", "{n} Gimblett Road"],
    cities: [
      c("Blenheim", "Marlborough", "7201", -41.5134, 173.9612, "+64 3 ### ####"),
      c("Cromwell", "Otago", "9310", -45.0383, 169.1996, "+64 3 ### ####"),
      c("Napier", "Hawke's Bay", "4110", -39.4928, 176.912, "+64 6 ### ####"),
      c("Martinborough", "Wellington", "5711", -41.218, 175.459, "+64 6 ### ####"),
      c("Auckland", "Auckland", "1010", -36.8485, 174.7633, "+64 9 ### ####"),
    ],
  },  {
    code: "GE", adjective: "Georgian", languages: ["ka", "ru"], legalForms: ["LLC"],
    names: {
      en: n("Georgia", "in Georgia", "from Georgia"), de: n("Georgien", "in Georgien", "aus Georgien"),
      fr: n("Géorgie", "en Géorgie", "de Géorgie"), es: n("Georgia", "en Georgia", "de Georgia"), it: n("Georgia", "in Georgia", "dalla Georgia"),
    },
    streets: ["{n} Rustaveli Avenue", "{n} Chavchavadze Street", "{n} Alazani Valley Road"],
    cities: [
      c("Telavi", "Kakheti", "2200", 41.9198, 45.4731, "+995 350 2# ## ##"),
      c("Sighnaghi", "Kakheti", "4200", 41.619, 45.922, "+995 355 2# ## ##"),
      c("Kutaisi", "Imereti", "4600", 42.2679, 42.6946, "+995 431 2# ## ##"),
      c("Tbilisi", "Tbilisi", "0105", 41.7151, 44.8271, "+995 32 2## ## ##"),
    ],
  },  {
    code: "JP", adjective: "Japanese", languages: ["ja"], legalForms: ["K.K.", "Co., Ltd."],
    names: {
      en: n("Japan", "in Japan", "from Japan"), de: n("Japan", "in Japan", "aus Japan"),
      fr: n("Japon", "au Japon", "du Japon"), es: n("Japón", "en Japón", "de Japón"), it: n("Giappone", "in Giappone", "dal Giappone"),
    },
    streets: ["{n}-1 Katsunuma", "{n}-3 Kurokawa-cho", "2-{n} Nihonbashi"],
    cities: [
      c("Kōshū", "Yamanashi", "409-1316", 35.7097, 138.7281, "+81 553-##-####"),
      c("Yoichi", "Hokkaido", "046-0003", 43.196, 140.783, "+81 135-##-####"),
      c("Kyoto", "Kyoto", "600-8216", 35.0116, 135.7681, "+81 75-###-####"),
      c("Osaka", "Osaka", "530-0001", 34.6937, 135.5023, "+81 6-####-####"),
      c("Tokyo", "Tokyo", "103-0027", 35.6762, 139.6503, "+81 3-####-####"),
    ],
  },  {
    code: "MX", adjective: "Mexican", languages: ["es"], legalForms: ["S.A. de C.V."],
    names: {
      en: n("Mexico", "in Mexico", "from Mexico"), de: n("Mexiko", "in Mexiko", "aus Mexiko"),
      fr: n("Mexique", "au Mexique", "du Mexique"), es: n("México", "en México", "de México"), it: n("Messico", "in Messico", "dal Messico"),
    },
    streets: ["Calle Hidalgo {n}", "Carretera Internacional km {n}", "Avenida Juárez {n}"],
    cities: [
      c("Santiago Matatlán", "Oaxaca", "70440", 16.8667, -96.3833, "+52 951 ### ####"),
      c("Oaxaca de Juárez", "Oaxaca", "68000", 17.0732, -96.7266, "+52 951 ### ####"),
      c("Tequila", "Jalisco", "46400", 20.882, -103.837, "+52 374 ### ####"),
      c("Guadalajara", "Jalisco", "44100", 20.6597, -103.3496, "+52 33 #### ####"),
    ],
  },
];
