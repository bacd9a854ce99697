/**
 * Made-up but realistic visitors for the browser benchmarks (bench/browser/export.ts and
 * scan-to-row.ts): distinct badge codes, names with accents and non-Latin letters, companies,
 * e-mail, phones and addresses, from a seed so every run stores the same data. Measures nothing.
 */
import { badgeCodeFromBytes, BADGE_CODE_LENGTH } from '../../src/domain/badge';
import type { ConnectionContact } from '../../src/domain/connection';
import { prng } from './corpus';

export { prng };

const FIRST = ['Anna', 'Lukas', 'Sofia', 'Jan', 'Émilie', 'José', 'Łukasz', 'Ingrid', 'Mehmet', 'Yuki', 'Chloé', 'Søren', 'Ana', 'Pieter', 'Zoë', 'Karim', 'Marta', 'Björn', 'Aiko', 'Olga', 'Thomas', 'Fatima', 'Wei', 'Niamh'];
const LAST = ['Müller', 'de Vries', 'García', 'Kowalski', 'Jansen', 'Nakamura', 'Öztürk', 'Dubois', 'Rossi', 'Nielsen', "O'Brien", 'Schmidt', 'van den Berg', 'Novák', 'Silva', 'Smith', 'Petrov', 'Lindqvist', 'Moreau', 'Costa', '王', 'Papadopoulos', 'Horváth', 'Kaya'];
const COMPANY_WORDS = ['Nordlicht', 'Acme', 'Bluewave', 'Kraftwerk', 'Solis', 'Vertex', 'Hanse', 'Polaris', 'Alpen', 'Meridian', 'Quantum', 'Rheinland', 'Atlas', 'Fjord', 'Iberia', 'Lumen'];
const COMPANY_KINDS = ['GmbH', 'B.V.', 'S.A.', 'Ltd', 'AG', 'Sp. z o.o.', 'Inc.', 'S.r.l.', 'Logistics', 'Systems', 'Foods', 'Medical'];
const DEPARTMENTS = ['Purchasing', 'Sales', 'Engineering', 'Marketing', 'Operations', 'R&D', 'IT', 'Management'];
const JOBS = ['Buyer', 'Head of purchasing', 'Project engineer', 'CEO', 'Marketing manager', 'Product owner', 'Consultant', 'Operations lead'];
const PLACES: Array<[city: string, country: string, postal: () => string]> = [
  ['Amsterdam', 'Netherlands', () => '1017 AB'],
  ['München', 'Germany', () => '80331'],
  ['Kraków', 'Poland', () => '31-042'],
  ['Lyon', 'France', () => '69002'],
  ['Sevilla', 'Spain', () => '41004'],
  ['Göteborg', 'Sweden', () => '411 05'],
  ['Milano', 'Italy', () => '20121'],
  ['İzmir', 'Turkey', () => '35210'],
  ['Osaka', 'Japan', () => '530-0001'],
  ['Dublin', 'Ireland', () => 'D02 X285'],
];
const STREETS = ['Hauptstraße', 'Keizersgracht', 'Rue de la République', 'Calle Sierpes', 'ul. Floriańska', 'Via Torino', 'Main Street', 'Storgatan'];
const REGISTRATION = ['Trade visitor', 'Trade visitor', 'Trade visitor', 'Press', 'Exhibitor guest', 'Speaker'];

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ı/g, 'i')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

/** Badge code number `n` (distinct for every n below 24^4 = 331,776); the other letters vary. */
export function benchBadgeCode(n: number): string {
  const rng = prng(n * 7919 + 17);
  const bytes = Array.from({ length: BADGE_CODE_LENGTH }, () => Math.floor(rng() * 256));
  // The last four letters spell n in base 24 (any letter of the alphabet may stand there).
  for (let i = 0, rest = n; i < 4; i++, rest = Math.floor(rest / 24)) bytes[BADGE_CODE_LENGTH - 1 - i] = rest % 24;
  return badgeCodeFromBytes(bytes);
}

/** Visitor `n`'s contact, as a registration system would deliver it. */
export function benchContact(n: number): ConnectionContact {
  const rng = prng(n * 104729 + 3);
  const firstname = pick(rng, FIRST);
  const lastname = pick(rng, LAST);
  const company = `${pick(rng, COMPANY_WORDS)} ${pick(rng, COMPANY_KINDS)}`;
  const domain = `${ascii(company.split(' ')[0]!)}.example`;
  const [city, country, postal] = pick(rng, PLACES);
  const phone = () => `+${30 + Math.floor(rng() * 20)} ${Math.floor(100 + rng() * 900)} ${Math.floor(1_000_000 + rng() * 9_000_000)}`;
  return {
    fullname: `${firstname} ${lastname}`,
    firstname,
    lastname,
    title: rng() < 0.15 ? 'Dr.' : null,
    gender: rng() < 0.5 ? 'female' : 'male',
    company,
    department: pick(rng, DEPARTMENTS),
    jobfunction: pick(rng, JOBS),
    email: `${ascii(firstname)}.${ascii(lastname) || 'wang'}${n}@${domain}`,
    phone1: phone(),
    phone2: rng() < 0.3 ? phone() : null,
    website: `https://www.${domain}`,
    addressline1: pick(rng, STREETS),
    housenumber: String(1 + Math.floor(rng() * 200)),
    postalcode: postal(),
    city,
    country,
    vatnumber: rng() < 0.4 ? `EU${Math.floor(100_000_000 + rng() * 900_000_000)}` : null,
    registrationtype: pick(rng, REGISTRATION),
  };
}
