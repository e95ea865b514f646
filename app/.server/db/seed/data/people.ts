// Given names and family names by country, for contacts and for the family
// names in company names. Where the family name takes a feminine form
// (Czech, Greek) the feminine list runs parallel to the masculine one.

export interface NamePool {
  female: string[];
  male: string[];
  family: string[];
  familyFemale?: string[];
}

const FR: NamePool = {
  female: ["Camille", "Claire", "Sophie", "Mathilde", "Élodie", "Hélène", "Céline", "Margaux", "Louise", "Aurélie", "Juliette", "Anaïs"],
  male: ["Antoine", "Julien", "Pierre", "Thomas", "Guillaume", "Nicolas", "Benoît", "Étienne", "François", "Olivier", "Mathieu", "Rémi"],
  family: [
    "Martin", "Bernard", "Dubois", "Laurent", "Moreau", "Lefèvre", "Girard", "Bonnet", "Fontaine", "Rousseau", "Mercier", "Blanc",
    "Guérin", "Chevalier", "Gauthier", "Perrin", "Roussel", "Marchand", "Duval", "Lemaire", "Brunet", "Gaillard", "Barbier",
    "Arnaud", "Vasseur", "Delacroix", "Charpentier", "Bouchard", "Renaud", "Tissot", "Maréchal", "Joly",
  ],
};
const IT: NamePool = {
  female: ["Giulia", "Francesca", "Chiara", "Elena", "Sara", "Valentina", "Federica", "Martina", "Paola", "Silvia", "Benedetta", "Irene"],
  male: ["Marco", "Alessandro", "Lorenzo", "Matteo", "Davide", "Giovanni", "Luca", "Stefano", "Andrea", "Riccardo", "Tommaso", "Filippo"],
  family: [
    "Rossi", "Bianchi", "Ferrari", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Costa",
    "Giordano", "Mancini", "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi", "Caruso",
    "Ferrara", "Gatti", "Pellegrini", "Bellini", "Vitale", "Serra", "Bassi", "Cattaneo",
  ],
};
const ES: NamePool = {
  female: ["Lucía", "María", "Carmen", "Ana", "Laura", "Elena", "Isabel", "Marta", "Cristina", "Paula", "Nuria", "Pilar"],
  male: ["Javier", "Carlos", "Alejandro", "Pablo", "Miguel", "Diego", "Sergio", "Álvaro", "Jorge", "Raúl", "Íñigo", "Andrés"],
  family: [
    "García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Jiménez", "Ruiz", "Hernández",
    "Díaz", "Moreno", "Álvarez", "Romero", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Serrano", "Blanco",
    "Molina", "Ortega", "Delgado", "Castro", "Iglesias", "Echeverría", "Urquiza", "Aguirre",
  ],
};
const DE: NamePool = {
  female: ["Anna", "Katharina", "Sophie", "Julia", "Lena", "Laura", "Johanna", "Miriam", "Clara", "Theresa", "Franziska", "Eva"],
  male: ["Lukas", "Jonas", "Maximilian", "Felix", "Tobias", "Florian", "Stefan", "Matthias", "Sebastian", "Andreas", "Jakob", "Moritz"],
  family: [
    "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Bauer",
    "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hartmann", "Lange", "Werner",
    "Krause", "Lehmann", "Köhler", "Weiß", "Kessler", "Engel", "Vogt", "Seeger",
  ],
};
const AT: NamePool = {
  ...DE,
  family: [
    "Gruber", "Huber", "Wimmer", "Steiner", "Moser", "Pichler", "Hofer", "Leitner", "Berger", "Fuchs", "Eder", "Winkler", "Haas",
    "Reiter", "Schwaiger", "Aigner", "Brunner", "Lechner", "Mayr", "Holzer",
  ],
};
const PT: NamePool = {
  female: ["Beatriz", "Inês", "Mariana", "Ana", "Catarina", "Sofia", "Rita", "Teresa", "Joana", "Leonor"],
  male: ["João", "Miguel", "Tiago", "Rui", "Pedro", "Duarte", "Nuno", "Francisco", "Gonçalo", "Henrique"],
  family: [
    "Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa", "Fernandes", "Gonçalves",
    "Gomes", "Lopes", "Marques", "Almeida", "Ribeiro", "Pinto", "Carvalho", "Teixeira", "Moreira", "Vasconcelos", "Magalhães",
  ],
};
const EN_GIVEN = {
  female: ["Emma", "Olivia", "Charlotte", "Sarah", "Emily", "Grace", "Hannah", "Rebecca", "Megan", "Lucy", "Alice", "Rachel"],
  male: ["James", "William", "Henry", "Michael", "Daniel", "Thomas", "Samuel", "Oliver", "Jack", "Benjamin", "Matthew", "David"],
};
const US: NamePool = {
  ...EN_GIVEN,
  family: [
    "Smith", "Johnson", "Miller", "Davis", "Anderson", "Taylor", "Thompson", "Harris", "Clark", "Walker", "Hall", "Allen", "Young",
    "Wright", "Baker", "Nelson", "Carter", "Mitchell", "Turner", "Parker", "Collins", "Stewart", "Morris", "Cooper", "Reed",
    "Bailey", "Bell", "Howard", "Ward", "Brooks",
  ],
};
const GB: NamePool = {
  ...EN_GIVEN,
  family: [
    "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Roberts", "Lewis", "Robinson", "Wood", "Watson", "Green",
    "Hughes", "Edwards", "Hill", "Clarke", "King", "MacLeod", "Campbell", "Stewart", "Robertson", "Murray", "Fraser", "Grant",
    "Cameron", "Sinclair", "Pemberton", "Ashworth", "Fairbairn",
  ],
};
const IE: NamePool = {
  female: ["Aoife", "Siobhán", "Niamh", "Orla", "Ciara", "Sinéad", "Emma", "Sarah"],
  male: ["Ciarán", "Seán", "Eoin", "Cian", "Darragh", "Conor", "Patrick", "Liam"],
  family: [
    "Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill", "Doyle", "McCarthy", "Gallagher",
    "Kennedy", "Lynch", "Quinn", "Fitzgerald",
  ],
};
const ANZ: NamePool = { ...EN_GIVEN, family: [...GB.family.slice(0, 18), "Mitchell", "Kelly", "Ngata", "Parata", "Henare", "Walsh"] };
const ZA: NamePool = {
  female: ["Annelie", "Marike", "Elize", "Lerato", "Nomvula", "Karin", "Zanele", "Charlotte"],
  male: ["Pieter", "Johan", "Willem", "Thabo", "Sipho", "Hendrik", "Jacques", "Michael"],
  family: [
    "van der Merwe", "Botha", "du Toit", "Nel", "Joubert", "Pretorius", "Venter", "Smit", "le Roux", "Fourie", "Naidoo", "Dlamini",
    "Mokoena", "Basson", "de Villiers", "Malan",
  ],
};
const LATAM: NamePool = {
  female: ["Sofía", "Valentina", "Camila", "Florencia", "Josefina", "Catalina", "Daniela", "Fernanda", "Ximena", "Guadalupe"],
  male: ["Santiago", "Matías", "Joaquín", "Tomás", "Nicolás", "Martín", "Facundo", "Rodrigo", "Emiliano", "Sebastián"],
  family: [...ES.family.slice(0, 20), "Zapata", "Catena", "Bórquez", "Undurraga", "Mendoza", "Quiroga", "Cruz", "Reyes"],
};
const GE: NamePool = {
  female: ["Nino", "Tamar", "Mariam", "Ketevan", "Ana", "Salome", "Eka", "Nana"],
  male: ["Giorgi", "Levan", "Davit", "Irakli", "Nikoloz", "Zurab", "Lasha", "Gela"],
  family: [
    "Beridze", "Kapanadze", "Gelashvili", "Maisuradze", "Lomidze", "Tsiklauri", "Chkheidze", "Abashidze", "Japaridze",
    "Mamaladze", "Gogitidze", "Dolidze", "Nozadze", "Khutsishvili", "Berishvili",
  ],
};
const GR: NamePool = {
  female: ["Maria", "Eleni", "Katerina", "Sofia", "Anna", "Ioanna", "Despina", "Vasiliki"],
  male: ["Giorgos", "Nikos", "Dimitris", "Yannis", "Kostas", "Christos", "Stelios", "Panagiotis"],
  family: [
    "Papadopoulos", "Papadakis", "Georgiou", "Nikolaidis", "Konstantinou", "Karagiannis", "Vlachos", "Antoniou", "Dimitriou",
    "Makris", "Alexiou", "Stavrou", "Lazaridis",
  ],
  familyFemale: [
    "Papadopoulou", "Papadaki", "Georgiou", "Nikolaidou", "Konstantinou", "Karagianni", "Vlachou", "Antoniou", "Dimitriou",
    "Makri", "Alexiou", "Stavrou", "Lazaridou",
  ],
};
const HU: NamePool = {
  female: ["Anna", "Eszter", "Zsófia", "Katalin", "Réka", "Dóra", "Judit", "Orsolya"],
  male: ["Bence", "Gábor", "László", "Péter", "Balázs", "Tamás", "Zoltán", "Ádám"],
  family: ["Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár", "Németh", "Farkas", "Balogh", "Takács", "Juhász", "Szűcs", "Bodnár"],
};
const JP: NamePool = {
  female: ["Yuki", "Aiko", "Sakura", "Emi", "Naoko", "Mai", "Haruka", "Rina"],
  male: ["Haruto", "Kenji", "Takeshi", "Hiroshi", "Daisuke", "Ryo", "Shota", "Kazuki"],
  family: ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Matsumoto", "Inoue"],
};
const BE: NamePool = {
  female: ["Lotte", "Sanne", "Fleur", "Eline", "Marie", "Julie", "Charlotte", "Manon"],
  male: ["Pieter", "Bram", "Jeroen", "Wouter", "Thijs", "Lucas", "Arnaud", "Maxime"],
  family: ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet", "Dubois", "Lambert", "Dupont", "Vermeulen", "Van den Broeck"],
};
const NL: NamePool = {
  ...BE,
  family: ["de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters"],
};
const CZ: NamePool = {
  female: ["Jana", "Petra", "Lucie", "Eva", "Tereza", "Kateřina", "Markéta", "Veronika"],
  male: ["Jan", "Tomáš", "Martin", "Jakub", "Pavel", "Ondřej", "Lukáš", "Petr"],
  family: ["Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec"],
  familyFemale: ["Nováková", "Svobodová", "Novotná", "Dvořáková", "Černá", "Procházková", "Kučerová", "Veselá", "Horáková", "Němcová"],
};

export const NAMES: Record<string, NamePool> = {
  FR, IT, ES, DE, AT, PT, US, GB, IE, AU: ANZ, NZ: ANZ, ZA, AR: LATAM, CL: LATAM, MX: LATAM, GE, GR, HU, JP, BE, NL, CZ,
};

export function namePool(countryCode: string): NamePool {
  return NAMES[countryCode] ?? US;
}
