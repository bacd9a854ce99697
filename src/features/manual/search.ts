/**
 * Search over the manual's pages in one language: every word of the query must occur in the page
 * (title, summary or text), compared without case and accents ('zuruck' finds 'zurück', Turkish
 * 'ı' and 'i' alike). A page whose title matches ranks first. Each result carries the section the
 * words occur in most and an excerpt around the first of them, cut into parts to highlight.
 */
import { blockTexts, plainText, type ManualPage } from './markup';

export interface ExcerptPart {
  text: string;
  match: boolean;
}

export interface SearchResult {
  page: ManualPage;
  /** The section the excerpt comes from (-1: the title and summary). */
  section: number;
  heading: string | null;
  excerpt: ExcerptPart[];
}

/** A folded (lower-case, unaccented) text and, for each of its characters, where it came from. */
interface Folded {
  text: string;
  from: number[];
}

export function fold(text: string, language = 'en'): Folded {
  let out = '';
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let f = text[i]!.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '');
    f = f.replace(/ı/g, 'i').replace(/ß/g, 'ss');
    for (const ch of f) {
      out += ch;
      from.push(i);
    }
  }
  return { text: out, from };
}

/** The words of a query, folded; words of one character are left out. */
export function queryTerms(query: string, language = 'en'): string[] {
  const words = fold(query, language)
    .text.split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  return [...new Set(words)];
}

function count(haystack: string, term: string): number {
  let n = 0;
  for (let at = haystack.indexOf(term); at !== -1; at = haystack.indexOf(term, at + term.length)) n++;
  return n;
}

interface Part {
  section: number;
  heading: string | null;
  /** The text an excerpt is taken from (the heading is shown apart). */
  text: string;
  /** Heading and text, folded: what is searched. */
  folded: string;
}

function partsOf(page: ManualPage, language: string): Part[] {
  const head = `${page.title}. ${page.summary}`;
  return [
    { section: -1, heading: null, text: page.summary, folded: fold(head, language).text },
    ...page.sections.map((s, i) => {
      const text = s.blocks.flatMap(blockTexts).map(plainText).join(' ');
      return { section: i, heading: s.heading, text, folded: fold(`${s.heading ?? ''}\n${text}`, language).text };
    }),
  ];
}

const BEFORE = 60;
const AFTER = 140;

/** The text around the first occurrence of a term, with every term marked. */
export function excerpt(text: string, terms: readonly string[], language = 'en'): ExcerptPart[] {
  const { text: folded, from } = fold(text, language);
  const hits: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      hits.push([from[at]!, from[at + term.length - 1]! + 1]);
    }
  }
  hits.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const first = hits[0]?.[0] ?? 0;
  let start = Math.max(0, first - BEFORE);
  let end = Math.min(text.length, first + AFTER);
  // Whole words at the edges.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({ text: '…', match: false });
  let at = start;
  for (const [s, e] of hits) {
    if (e <= at || s >= end) continue;
    const from = Math.max(s, at);
    const to = Math.min(e, end);
    if (from > at) parts.push({ text: text.slice(at, from), match: false });
    parts.push({ text: text.slice(from, to), match: true });
    at = to;
  }
  if (at < end) parts.push({ text: text.slice(at, end), match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}

export function searchManual(pages: readonly ManualPage[], query: string, language = 'en'): SearchResult[] {
  const terms = queryTerms(query, language);
  if (terms.length === 0) return [];
  const scored: Array<{ result: SearchResult; score: number; order: number }> = [];
  pages.forEach((page, order) => {
    const parts = partsOf(page, language);
    const all = parts.map((p) => p.folded).join('\n');
    if (!terms.every((t) => all.includes(t))) return;
    const title = fold(page.title, language).text;
    let score = 0;
    for (const term of terms) {
      if (title.includes(term)) score += 20;
      for (const p of parts) score += Math.min(count(p.folded, term), 5) + (p.heading && fold(p.heading, language).text.includes(term) ? 3 : 0);
    }
    // The section holding the most of the words, then the most occurrences; the earliest on a tie.
    let best = parts[0]!;
    let bestKey = [-1, -1];
    for (const p of parts) {
      const key = [terms.filter((t) => p.folded.includes(t)).length, terms.reduce((n, t) => n + count(p.folded, t), 0)];
      if (key[0]! > bestKey[0]! || (key[0] === bestKey[0] && key[1]! > bestKey[1]!)) {
        best = p;
        bestKey = key;
      }
    }
    scored.push({ result: { page, section: best.section, heading: best.heading, excerpt: excerpt(best.text, terms, language) }, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.result);
}
