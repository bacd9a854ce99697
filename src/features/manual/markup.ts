/**
 * The manual's pages are written in a small Markdown-like markup, one string per page, so that
 * six languages stay easy to write and compare. This turns it into sections and blocks:
 *
 *   ## Heading            a section (the text before the first heading is the page's opening)
 *   A paragraph           consecutive lines join into one paragraph; a blank line ends it
 *   - item                a bulleted list
 *   1. item               a numbered list
 *   > text                a tip, set apart
 *
 * and inside any text: [[namespace:key]] for what the app shows (a button, a screen, a menu entry),
 * taken from the app's own translations so the manual names it exactly as the screen does;
 * **text** for anything else to set apart the same way; and [text](page-id) for a link to another
 * page of the manual. Nothing else: no HTML, no images.
 */
import type { ManualPageId } from '../../app/manual-pages';

export interface ManualPageSource {
  id: ManualPageId;
  title: string;
  /** One sentence: shown in the contents and as the page's lead. */
  summary: string;
  body: string;
}

export type Block = { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'tip'; text: string };

export interface Section {
  /** Null for the page's opening, before its first heading. */
  heading: string | null;
  blocks: Block[];
}

export interface ManualPage {
  id: ManualPageId;
  title: string;
  summary: string;
  sections: Section[];
}

export type Inline = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; page: string };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([a-z0-9-]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'strong', text: m[1] });
    else out.push({ kind: 'link', text: m[2]!, page: m[3]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** The text as read, without the markup. */
export function plainText(text: string): string {
  return parseInline(text)
    .map((part) => part.text)
    .join('');
}

export function parseBody(body: string): Section[] {
  const sections: Section[] = [{ heading: null, blocks: [] }];
  let paragraph: string[] = [];
  let list: { kind: 'ul' | 'ol'; items: string[] } | null = null;
  const current = () => sections[sections.length - 1]!;
  const flush = () => {
    if (paragraph.length) current().blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
    if (list) current().blocks.push(list);
    list = null;
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^##\s+(.+)$/.exec(line);
    const bullet = /^-\s+(.+)$/.exec(line);
    const numbered = /^\d+\.\s+(.+)$/.exec(line);
    const tip = /^>\s*(.+)$/.exec(line);
    if (heading) {
      flush();
      sections.push({ heading: heading[1]!, blocks: [] });
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      if (paragraph.length || (list && list.kind !== kind)) flush();
      list ??= { kind, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (tip) {
      flush();
      current().blocks.push({ kind: 'tip', text: tip[1]! });
    } else if (list && /^\s{2,}/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return sections.filter((s) => s.heading !== null || s.blocks.length > 0);
}

const LABEL = /\[\[([\w-]+:[\w.-]+)\]\]/g;

/** The app's labels a page names ('connections:scan.start'). */
export function labelKeys(text: string): string[] {
  return [...text.matchAll(LABEL)].map((m) => m[1]!);
}

/** Puts the app's label in place of each [[namespace:key]], set apart as **label**. */
export function resolveLabels(text: string, label: (key: string) => string): string {
  return text.replace(LABEL, (_, key: string) => `**${label(key)}**`);
}

export function parsePage(source: ManualPageSource, label: (key: string) => string): ManualPage {
  return {
    id: source.id,
    title: source.title,
    summary: resolveLabels(source.summary, label),
    sections: parseBody(resolveLabels(source.body, label)),
  };
}

/** Every text of a block, in reading order. */
export function blockTexts(block: Block): string[] {
  return 'items' in block ? block.items : [block.text];
}
