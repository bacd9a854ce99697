/** A country as people read it: an ISO 3166 code (as registration lists carry it) by its name in `language`. */
export function countryName(value: string, language: string): string {
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
