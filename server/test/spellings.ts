/**
 * Other spellings of one path, as an attacker writes them to slip past a check on the raw URL:
 * each character percent-encoded in turn (lower- and upper-case hex), every character encoded,
 * and each slash but the first encoded. The router decodes all but the slashes, so every spelling
 * without an encoded slash reaches the same route.
 */
const encode = (c: string, upper: boolean): string => {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex.toLowerCase()}`;
};

export interface Spelling {
  url: string;
  /** An encoded slash: the router does not take it for a separator, so it may match no route. */
  encodedSlash: boolean;
}

/** `path` without its query; `query` (with its '?') is appended to every spelling. */
export function spellings(path: string, query = '', options: { each?: boolean } = {}): Spelling[] {
  const out = new Map<string, Spelling>();
  const add = (url: string, encodedSlash: boolean) => out.set(url, { url: url + query, encodedSlash });
  const plain = (c: string) => /[A-Za-z0-9._~-]/.test(c);
  if (options.each !== false) {
    for (let i = 0; i < path.length; i++) {
      if (!plain(path[i]!)) continue;
      for (const upper of [false, true]) add(path.slice(0, i) + encode(path[i]!, upper) + path.slice(i + 1), false);
    }
  }
  for (const upper of [false, true]) add([...path].map((c) => (plain(c) ? encode(c, upper) : c)).join(''), false);
  for (let i = 1; i < path.length; i++) {
    if (path[i] === '/') for (const upper of [false, true]) add(path.slice(0, i) + encode('/', upper) + path.slice(i + 1), true);
  }
  return [...out.values()];
}

/** A route pattern with sample values for its parameters (`:id` → `x`), wildcards included. */
export function samplePath(pattern: string, value = 'x'): string {
  return pattern.replace(/:(\w+)\??/g, value).replace(/\*/g, value);
}
