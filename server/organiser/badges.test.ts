/**
 * Badges print every visitor's name as written, read back with a PDF reader (PDF.js): Japanese,
 * Chinese, Korean, Devanagari, Thai and Arabic names come out as their characters in glyphs the
 * embedded fonts have (never the empty box of a missing glyph), and long names, Latin or CJK,
 * stay inside the badge's text column: shrunk, wrapped, then cut with an ellipsis.
 */
import { describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { BADGE_LAYOUT, badgesPdf, PAGE, type BadgeVisitor } from './badges';
import { guestBadge } from '../guests/service';

const EVENT = { id: 'demo-expo', name: 'Demo Expo 2026', applicationColor: '#143d59' };
const LONG_LATIN = "Maximiliane Alexandra Theodora Konstanze von Hohenzollern-Sigmaringen-Wittelsbach de la Tour d'Auvergne";
const LONG_CJK = '寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末食う寝る処に住む処やぶら小路の藪柑子';
const visitors: BadgeVisitor[] = [
  { name: '山田 花子', company: null, code: 'bcdefjklmnstuvw' },
  { name: '张伟', company: null, code: 'bcdefjklmnstuvx' },
  { name: '김민준', company: null, code: 'bcdefjklmnstuvy' },
  { name: 'प्रिया शर्मा', company: null, code: 'bcdefjklmnstuvz' },
  { name: LONG_LATIN, company: null, code: 'bcdefjklmnstuwv' },
  { name: LONG_CJK, company: null, code: 'bcdefjklmnstuwx' },
  { name: 'สมชาย ใจดี', company: null, code: 'bcdefjklmnstuwy' },
  { name: 'Zoë Ünal محمد', company: '株式会社 山田製作所', code: 'bcdefjklmnstuwz' },
];

/** A run of text as PDF.js reports it (its TextItem). */
interface TextItem {
  str: string;
  transform: number[];
  width: number;
}

interface Shown {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** The text a PDF reader finds on each page, and the glyph codes each page shows. */
async function read(bytes: Uint8Array): Promise<{ texts: Shown[][]; codes: number[][] }> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const texts: Shown[][] = [];
  const codes: number[][] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const content = await page.getTextContent();
    texts.push(
      (content.items as unknown as TextItem[]).filter((i) => i.str.length > 0).map((i) => ({ str: i.str, x: i.transform[4]!, y: i.transform[5]!, width: i.width, size: Math.hypot(i.transform[2]!, i.transform[3]!) })),
    );
    const ops = await page.getOperatorList();
    const pageCodes: number[] = [];
    ops.fnArray.forEach((fn, k) => {
      if (fn !== OPS.showText) return;
      for (const glyph of ops.argsArray[k][0] as ({ originalCharCode: number } | number)[]) if (typeof glyph === 'object' && glyph) pageCodes.push(glyph.originalCharCode);
    });
    codes.push(pageCodes);
  }
  await pdf.destroy();
  return { texts, codes };
}

/** The name lines of badge `k` on a page (below the event band, above the badge code), top to bottom. */
function nameLines(texts: Shown[], k: number): Shown[][] {
  const { width, height, pad, band } = BADGE_LAYOUT;
  const x0 = (k % 2) * width;
  const y0 = PAGE.height - (Math.floor(k / 2) + 1) * height;
  const inside = texts.filter((t) => t.x >= x0 && t.x < x0 + width && t.y > y0 + pad + 12 && t.y < y0 + height - band);
  const lines = new Map<number, Shown[]>();
  for (const t of inside) {
    const key = Math.round(t.y);
    lines.set(key, [...(lines.get(key) ?? []), t]);
  }
  return [...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, l]) => l.sort((a, b) => a.x - b.x));
}

/**
 * The glyphs of every font file embedded in the PDF that draw nothing (outside .notdef and the
 * space): a glyph a subsetter emptied prints as a blank where a character should be.
 */
async function blankGlyphs(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const blank: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRawStream)) continue;
    const font = fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
    const draws = (glyph: { path: unknown }) => (glyph.path as { commands: unknown[] }).commands.length > 0;
    const name = String(object.get(PDFName.of('FontName')));
    if ('cmap' in (font as unknown as { directory: { tables: object } }).directory.tables) {
      // A subset that keeps its character map: every character it maps, but spaces, draws something.
      const empty = font.characterSet.filter((cp) => cp < 0xfffe && !/\s/u.test(String.fromCodePoint(cp)) && !draws(font.glyphForCodePoint(cp)));
      if (empty.length) blank.push(`${name}: ${empty.map((cp) => String.fromCodePoint(cp)).join('')} draw nothing`);
    } else {
      // pdf-lib's subsets keep no character map: at most one glyph (the space) may be empty.
      let empty = 0;
      for (let id = 1; id < font.numGlyphs; id++) if (!draws(font.getGlyph(id))) empty++;
      if (empty > 1) blank.push(`${name}: ${empty} of ${font.numGlyphs - 1} glyphs draw nothing`);
    }
  }
  return blank;
}

const sorted = (s: string) => [...s.replace(/\s/g, '')].sort().join('');

describe('badge PDFs', () => {
  it('prints CJK, Devanagari, Thai and Arabic names with glyphs the embedded fonts have, and fits long names inside the badge', async () => {
    const bytes = await badgesPdf(EVENT, visitors);
    const { texts, codes } = await read(bytes);
    expect(texts).toHaveLength(1);
    // No glyph is the missing-glyph box (.notdef, glyph 0 of every embedded subset).
    expect(codes[0]!.length).toBeGreaterThan(50);
    expect(codes[0]!.filter((c) => c === 0)).toEqual([]);
    // And none of them is empty.
    expect(await blankGlyphs(bytes)).toEqual([]);

    const page = texts[0]!;
    const lines = visitors.map((_, k) => nameLines(page, k));
    const text = (k: number, joiner: string) => lines[k]!.map((l) => l.map((t) => t.str).join('')).join(joiner);
    // Set in order, read back as written.
    expect(text(0, ' ')).toBe('山田 花子');
    expect(text(1, ' ')).toBe('张伟');
    expect(text(2, ' ')).toBe('김민준');
    // Devanagari is shaped (conjuncts, a vowel sign drawn before its consonant): every character is there.
    expect(sorted(text(3, ''))).toBe(sorted('प्रिया शर्मा'));
    expect(sorted(text(6, ''))).toBe(sorted('สมชาย ใจดี'));
    expect(text(7, ' ')).toContain('Zoë Ünal');
    // The name and, below it, the company in Japanese.
    expect(sorted(text(7, ''))).toBe(sorted('Zoë Ünal محمد株式会社 山田製作所'));

    // The long Latin name: shrunk, then wrapped at its spaces onto at most three lines, then cut with an ellipsis.
    const latin = text(4, ' ');
    expect(lines[4]!.length).toBeGreaterThan(1);
    expect(lines[4]!.length).toBeLessThanOrEqual(3);
    expect(latin.endsWith('…') ? LONG_LATIN.startsWith(latin.slice(0, -1).trimEnd()) : latin === LONG_LATIN).toBe(true);
    expect(latin.length).toBeGreaterThan(30);
    // The long CJK name has no spaces: it wraps between its characters.
    const cjk = text(5, '');
    expect(lines[5]!.length).toBeGreaterThan(1);
    expect(LONG_CJK.startsWith(cjk.replace(/…$/, ''))).toBe(true);

    // Every name line stays in the text column (left of the QR code), at 12 pt or more, inside the badge.
    const { width, pad, textWidth } = BADGE_LAYOUT;
    lines.forEach((badge, k) => {
      const left = (k % 2) * width + pad;
      expect(badge.length, visitors[k]!.name).toBeGreaterThan(0);
      for (const line of badge) {
        const start = Math.min(...line.map((t) => t.x));
        const end = Math.max(...line.map((t) => t.x + t.width));
        expect(start, visitors[k]!.name).toBeGreaterThanOrEqual(left - 0.01);
        expect(end, `${visitors[k]!.name}: ${line.map((t) => t.str).join('')}`).toBeLessThanOrEqual(left + textWidth + 0.5);
        for (const t of line) expect(t.size).toBeGreaterThanOrEqual(12 - 0.01);
      }
    });
  });

  it('keeps a 100-badge sheet of mixed scripts small: each font embedded once, as a subset', async () => {
    const names = ['山田 花子', '张伟', '김민준', 'प्रिया शर्मा', 'Zoë Ünal', 'สมชาย ใจดี', 'Дмитрий Петров', 'محمد علي', '陳冠霖', 'Łukasz Żółć'];
    const many = Array.from({ length: 100 }, (_, i) => ({ name: `${names[i % names.length]} ${i}`, company: i % 3 ? '株式会社 山田製作所' : 'Grüne Wiese GmbH', code: 'bcdefjklmnstuvw' }));
    const bytes = await badgesPdf(EVENT, many);
    // Measured: about 300 KB (the glyphs used of eleven fonts, and 13 pages of vector QR codes).
    expect(bytes.length).toBeLessThan(1_000_000);
    const { codes } = await read(bytes);
    expect(codes).toHaveLength(13);
    expect(codes.flat().filter((c) => c === 0)).toEqual([]);
  });

  it('mails a guest a badge that prints a Korean name and a Chinese company', async () => {
    const { pdf } = await guestBadge({
      userId: 'u1', email: 'minjun@example.com', firstName: '민준', lastName: '김', company: '北京科技有限公司', language: 'en', badgeCode: 'bcdefjklmnstuvw',
      partnerId: 'acme', partnerName: 'ACME', eventId: 'demo-expo', eventName: '서울 국제 박람회', eventStartsAt: new Date(), eventEndsAt: new Date(), timezone: 'Asia/Seoul', applicationColor: '#143d59',
    });
    const { texts, codes } = await read(pdf);
    const shown = texts[0]!.map((t) => t.str).join('');
    expect(shown).toContain('민준 김');
    expect(shown).toContain('北京科技有限公司');
    expect(shown).toContain('서울 국제 박람회');
    expect(codes[0]!.filter((c) => c === 0)).toEqual([]);
    expect(await blankGlyphs(pdf)).toEqual([]);
  });
});
