/** Name parts for generated demo visitors: varied enough to make lists and searches realistic. */
export const FIRST_NAMES = [
  'Anna', 'Ben', 'Carla', 'David', 'Elif', 'Finn', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kemal', 'Lea', 'Mats',
  'Nora', 'Omar', 'Paula', 'Quentin', 'Rosa', 'Stefan', 'Tessa', 'Umut', 'Vera', 'Willem', 'Yara', 'Zeynep',
  'Lucía', 'Mathieu', 'Sophie', 'Daan', 'Emre', 'Chloé', 'Pablo', 'Fleur', 'Lukas', 'Ayşe', 'Noah', 'Julia',
];
export const LAST_NAMES = [
  'Becker', 'Bakker', 'Dubois', 'García', 'Yılmaz', 'Schmidt', 'Jansen', 'Martin', 'López', 'Kaya', 'Fischer',
  'de Vries', 'Bernard', 'Sánchez', 'Demir', 'Weber', 'Visser', 'Moreau', 'Romero', 'Şahin', 'Wagner', 'Smit',
  'Laurent', 'Navarro', 'Çelik', 'Hoffmann', 'Mulder', 'Lefebvre', 'Torres', 'Aydın', 'Keller', 'Bos',
];
export const COMPANIES = [
  'Northwind Traders', 'Globex', 'Initech', 'Umbrella Logistics', 'Stark Components', 'Wayne Packaging',
  'Hooli Cloud', 'Vandelay Industries', 'Soylent Foods', 'Tyrell Robotics', 'Cyberdyne Systems', 'Wonka Confectionery',
  'Massive Dynamic', 'Aperture Labs', 'Oscorp Materials', 'Pied Piper', 'Duff Beverages', 'Gringotts Finance',
  'Monarch Solutions', 'Blue Sun Energy', 'Zorg Industries', 'Nakatomi Trading', 'Rekall Travel', 'Sirius Cybernetics',
];
export const JOB_FUNCTIONS = [
  'Purchasing manager', 'Head of operations', 'CTO', 'Marketing lead', 'Sales director', 'Engineer',
  'Project manager', 'Founder', 'Procurement officer', 'Product owner', 'Facility manager', 'Consultant',
];
export const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Amsterdam', 'NL'], ['Utrecht', 'NL'], ['Berlin', 'DE'], ['München', 'DE'], ['Paris', 'FR'], ['Lyon', 'FR'],
  ['Madrid', 'ES'], ['Valencia', 'ES'], ['İstanbul', 'TR'], ['Ankara', 'TR'], ['London', 'GB'], ['Antwerpen', 'BE'],
];
