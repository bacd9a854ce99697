/**
 * The time zones an organiser picks an event's zone from (issue #29, finding 34): the runtime's
 * IANA zones without the legacy names some runtimes still list (Asia/Calcutta, Europe/Kiev: the
 * current name replaces them), grouped by region, each named readably with its offset now:
 * "Europe — Berlin (UTC+1)". A legacy name still finds its zone in a search ("Calcutta" finds
 * Kolkata), and an event saved with one keeps it (the picker shows what is stored).
 */

/** Legacy or merged zone names and the zone that replaced them (IANA's backward file). */
export const LEGACY_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Montreal': 'America/Toronto',
  'America/Nipigon': 'America/Toronto',
  'America/Thunder_Bay': 'America/Toronto',
  'America/Rainy_River': 'America/Winnipeg',
  'America/Yellowknife': 'America/Edmonton',
  'America/Pangnirtung': 'America/Iqaluit',
  'America/Santa_Isabel': 'America/Tijuana',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Choibalsan': 'Asia/Ulaanbaatar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Kashgar': 'Asia/Urumqi',
  'Asia/Tel_Aviv': 'Asia/Jerusalem',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Australia/Currie': 'Australia/Hobart',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Europe/Belfast': 'Europe/London',
  'Europe/Tiraspol': 'Europe/Chisinau',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Johnston': 'Pacific/Honolulu',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Yap': 'Pacific/Chuuk',
};

/** The regions, in the order the picker shows them; 'UTC' is a group of its own, first. */
export const ZONE_REGIONS = ['UTC', 'Europe', 'America', 'Africa', 'Asia', 'Australia', 'Pacific', 'Atlantic', 'Indian', 'Antarctica', 'Arctic'] as const;
export type ZoneRegion = (typeof ZONE_REGIONS)[number];

export interface ZoneOption {
  /** The IANA name stored. */
  id: string;
  region: ZoneRegion;
  /** The place, readable: "Berlin", "Buenos Aires (Argentina)". */
  city: string;
  /** The offset from UTC at the given moment: "UTC+1", "UTC+5:30", "UTC-3", "UTC". */
  offset: string;
  /** Legacy names of the zone (found by a search too). */
  aliases: string[];
}

/** The zone's current name (a legacy name's replacement, else the name itself). */
export function currentZone(id: string): string {
  return LEGACY_ZONES[id] ?? id;
}

/** The offset of `zone` from UTC at `at`, as "UTC+1", "UTC+5:30", "UTC-3" or "UTC". */
export function utcOffset(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(part);
  if (!m) return 'UTC';
  return `UTC${m[1]}${Number(m[2])}${m[3] === '00' ? '' : `:${m[3]}`}`;
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires (Argentina)"; "Europe/Berlin" → "Berlin". */
export function cityOf(id: string): string {
  const parts = id.split('/').map((p) => p.replace(/_/g, ' '));
  const city = parts[parts.length - 1]!;
  return parts.length > 2 ? `${city} (${parts.slice(1, -1).join(', ')})` : city;
}

/** The options for the zones `available` (Intl.supportedValuesOf('timeZone')), by region, then place. */
export function zoneOptions(available: readonly string[], at: Date): ZoneOption[] {
  const aliases = new Map<string, string[]>();
  for (const [old, now] of Object.entries(LEGACY_ZONES)) aliases.set(now, [...(aliases.get(now) ?? []), old]);
  const ids = new Set<string>(['UTC']);
  for (const id of available) {
    const zone = currentZone(id);
    const region = zone.split('/')[0] as ZoneRegion;
    if (zone.includes('/') && ZONE_REGIONS.includes(region)) ids.add(zone);
  }
  const order = (r: ZoneRegion) => ZONE_REGIONS.indexOf(r);
  return [...ids]
    .map((id) => ({ id, region: (id === 'UTC' ? 'UTC' : id.split('/')[0]) as ZoneRegion, city: id === 'UTC' ? 'UTC' : cityOf(id), offset: utcOffset(id, at), aliases: aliases.get(id) ?? [] }))
    .sort((a, b) => order(a.region) - order(b.region) || a.city.localeCompare(b.city, 'en'));
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/_/g, ' ');

/** Whether every word of `query` is in the option's label, its IANA name or a legacy name. */
export function zoneMatches(option: ZoneOption, label: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = fold([label, option.id, option.offset, ...option.aliases].join(' '));
  return words.every((w) => text.includes(w));
}
