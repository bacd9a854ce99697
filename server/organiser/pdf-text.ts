/**
 * Text in any script visitors write, for the server's PDFs (badges first). Each piece of a text
 * is set in the first font of a fallback list that has its glyphs: DejaVu Sans (Latin, Greek,
 * Cyrillic, Hebrew, Arabic), Noto Sans Devanagari and Thai, and Noto Sans JP, SC and KR for
 * Chinese, Japanese and Korean (JP first for a name with kana, KR for one with hangul, else SC).
 * The font files come from npm packages (see docs/decisions.md); each is read and parsed once, the
 * first time a text needs it (never at server start), and embedded into a document as a subset of
 * the characters that document uses: the CJK fonts cut by HarfBuzz's subsetter (pdf-lib's own
 * subsetting loses their composite glyphs: characters print blank), the others by pdf-lib.
 * pdf-lib shapes each run with fontkit (conjuncts, Arabic forms).
 *
 * Two phases: `pieces` sets every text of a document in its fonts, `embed` then embeds them, and
 * `fitLines`, `width` and `draw` lay the texts out.
 *
 * `fitLines` fits a text into a box: one line shrunk down to a minimum size, else wrapped onto
 * more lines (at spaces and between CJK characters, then anywhere), else the last line ends in an
 * ellipsis: never wider than the box.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
// @pdf-lib/fontkit's shaper for Indic scripts (Devanagari) runs a generator compiled for Babel's
// regenerator, which it expects as a global.
import 'regenerator-runtime/runtime.js';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';

interface Face {
  id: string;
  files: Record<Weight, string>;
  /** Subset with HarfBuzz before embedding (fonts whose composite glyphs pdf-lib's subsetter breaks). */
  harfbuzz?: boolean;
}

const google = (pkg: string, family: string) => ({
  regular: `@expo-google-fonts/${pkg}/400Regular/${family}_400Regular.ttf`,
  bold: `@expo-google-fonts/${pkg}/700Bold/${family}_700Bold.ttf`,
});

const DEJAVU: Face = { id: 'dejavu', files: { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' } };
const DEVANAGARI: Face = { id: 'devanagari', files: google('noto-sans-devanagari', 'NotoSansDevanagari') };
const THAI: Face = { id: 'thai', files: google('noto-sans-thai', 'NotoSansThai') };
const JP: Face = { id: 'jp', files: google('noto-sans-jp', 'NotoSansJP'), harfbuzz: true };
const SC: Face = { id: 'sc', files: google('noto-sans-sc', 'NotoSansSC'), harfbuzz: true };
const KR: Face = { id: 'kr', files: google('noto-sans-kr', 'NotoSansKR'), harfbuzz: true };

/** Every font file the server's PDFs may embed, by package path (for the build's check). */
export const FONT_FILES: readonly string[] = [DEJAVU, DEVANAGARI, THAI, JP, SC, KR].flatMap((f) => [f.files.regular, f.files.bold]);

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
/** A character a line may break before or after (CJK scripts write names without spaces). */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u{20000}-\u{3ffff}]/u;

/** The fonts to try for `text`, in order. */
function facesFor(text: string): Face[] {
  const cjk = KANA.test(text) ? [JP, SC, KR] : HANGUL.test(text) ? [KR, JP, SC] : [SC, JP, KR];
  return [DEJAVU, DEVANAGARI, THAI, ...cjk];
}

/** The bytes of a font file, read once. */
const bytesCache = new Map<string, Buffer>();
export function fontFileBytes(file: string): Buffer {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(file));
    bytesCache.set(file, bytes);
  }
  return bytes;
}

/** The parsed fonts, by their bytes: parsed once, for the coverage check and for every document's embedding. */
type FontkitFont = ReturnType<typeof fontkit.create>;
const parsed = new WeakMap<Uint8Array, FontkitFont>();
function parse(bytes: Uint8Array): FontkitFont {
  let font = parsed.get(bytes);
  if (!font) {
    font = fontkit.create(bytes as Buffer);
    parsed.set(bytes, font);
  }
  return font;
}

/** pdf-lib's fontkit, sharing the parsed fonts (a CJK font takes a few hundred milliseconds to parse). */
export const cachingFontkit = { ...fontkit, create: (bytes: Uint8Array, postscriptName?: string) => (postscriptName ? fontkit.create(bytes as Buffer, postscriptName) : parse(bytes)) };

function covers(face: Face, weight: Weight, codePoint: number): boolean {
  return parse(fontFileBytes(face.files[weight])).hasGlyphForCodePoint(codePoint);
}

/** A grapheme (a user-perceived character) and the font it is set in. */
export interface Piece {
  text: string;
  /** The face and weight (`${face.id}/${weight}`). */
  font: string;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const ELLIPSIS = '\u2026';

/**
 * The fonts of one document: `pieces` sets texts in them, `embed` embeds the ones used (as subsets
 * of the characters used), then texts are measured, fitted and drawn.
 */
export class PdfFonts {
  private faces = new Map<string, { face: Face; weight: Weight; used: Set<string> }>();
  private embedded = new Map<string, PDFFont>();
  private widths = new Map<string, number>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(cachingFontkit);
  }

  private use(face: Face, weight: Weight, text: string): string {
    const key = `${face.id}/${weight}`;
    let entry = this.faces.get(key);
    if (!entry) this.faces.set(key, (entry = { face, weight, used: new Set([' ', ELLIPSIS]) }));
    for (const c of text) entry.used.add(c);
    return key;
  }

  /** `text` as graphemes, each in the first font that has every one of its characters (DejaVu Sans when none has). */
  pieces(text: string, weight: Weight): Piece[] {
    const faces = facesFor(text);
    const out: Piece[] = [];
    let previous: Face = DEJAVU;
    for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
      const codePoints = [...segment].map((c) => c.codePointAt(0)!).filter((cp) => cp > 0x20 && cp !== 0x200c && cp !== 0x200d && !(cp >= 0xfe00 && cp <= 0xfe0f));
      // Spaces and joiners stay in the font of what precedes them (every font has a space; a right-to-left
      // run stays whole), except after CJK, whose HarfBuzz subsets map the space back to another character.
      const face = codePoints.length === 0 ? (previous.harfbuzz ? DEJAVU : previous) : (faces.find((f) => codePoints.every((cp) => covers(f, weight, cp))) ?? faces.find((f) => covers(f, weight, codePoints[0]!)) ?? DEJAVU);
      previous = face;
      out.push({ text: segment, font: this.use(face, weight, segment) });
    }
    return out;
  }

  /** Embeds every font a text was set in: HarfBuzz's subset of the characters used, or pdf-lib's subset. */
  async embed(): Promise<void> {
    for (const [key, { face, weight, used }] of this.faces) {
      if (this.embedded.has(key)) continue;
      const bytes = fontFileBytes(face.files[weight]);
      // HarfBuzz (WebAssembly) is loaded on the first CJK text, not at server start.
      const font = face.harfbuzz
        ? await this.doc.embedFont(await (await import('subset-font')).default(bytes, [...used].join(''), { targetFormat: 'truetype' }))
        : await this.doc.embedFont(bytes, { subset: true });
      this.embedded.set(key, font);
    }
  }

  /** The embedded font of a piece (after `embed`). */
  pdfFont(key: string): PDFFont {
    const font = this.embedded.get(key);
    if (!font) throw new Error(`font ${key} not embedded`);
    return font;
  }

  /** Width of a run of text in one font at size 1, from the whole font (the subset has the same metrics), measured once. */
  private unitWidth(key: string, text: string): number {
    const cacheKey = `${key}\u0000${text}`;
    let width = this.widths.get(cacheKey);
    if (width === undefined) {
      const { face, weight } = this.faces.get(key)!;
      const font = parse(fontFileBytes(face.files[weight]));
      width = font.layout(text).advanceWidth / font.unitsPerEm;
      this.widths.set(cacheKey, width);
    }
    return width;
  }

  /** Width of `pieces` at `size`: each run of one font measured as a whole (shaping, kerning). */
  width(pieces: readonly Piece[], size: number): number {
    let total = 0;
    for (const run of runs(pieces)) total += this.unitWidth(run.font, run.text);
    return total * size;
  }

  /** Draws `pieces` on one line from (x, y), run by run. */
  draw(page: PDFPage, pieces: readonly Piece[], options: { x: number; y: number; size: number; color: RGB }): void {
    let x = options.x;
    for (const run of runs(pieces)) {
      page.drawText(run.text, { x, y: options.y, size: options.size, font: this.pdfFont(run.font), color: options.color });
      x += this.unitWidth(run.font, run.text) * options.size;
    }
  }

  /**
   * `pieces` in at most `maxLines` lines of at most `width`, as large as possible from `max` down to
   * `min`: one line shrunk first; then wrapped at spaces and between CJK characters; then wrapped
   * anywhere at `min`; then, at `min`, the last line cut short with an ellipsis.
   */
  fitLines(pieces: readonly Piece[], width: number, fit: { max: number; min: number; maxLines: number }): { size: number; lines: Piece[][] } {
    const text = trimmed(pieces);
    for (let size = fit.max; size >= fit.min; size -= 0.5) if (this.width(text, size) <= width) return { size, lines: [text] };
    if (fit.maxLines > 1) {
      for (let size = fit.max; size >= fit.min; size -= 0.5) {
        const starts = this.wrap(text, width, size, false);
        if (starts && starts.length <= fit.maxLines) return { size, lines: linesOf(text, starts) };
      }
    }
    const starts = this.wrap(text, width, fit.min, true)!;
    if (starts.length <= fit.maxLines) return { size: fit.min, lines: linesOf(text, starts) };
    const kept = linesOf(text, starts).slice(0, fit.maxLines - 1);
    kept.push(this.ellipsized(text.slice(starts[fit.maxLines - 1]!), width, fit.min));
    return { size: fit.min, lines: kept };
  }

  /**
   * Greedy line breaking at `size`: where each line starts (indexes into `pieces`). Lines break at
   * spaces and between CJK characters; a word wider than a line breaks between its graphemes when
   * `anywhere`, else there is no wrapping (null).
   */
  private wrap(pieces: readonly Piece[], width: number, size: number, anywhere: boolean): number[] | null {
    // Units: a space, a CJK character, or a run of other characters (a word).
    const units: [number, number][] = [];
    for (let i = 0; i < pieces.length; ) {
      let j = i + 1;
      if (!isSpace(pieces[i]!) && !CJK.test(pieces[i]!.text)) while (j < pieces.length && !isSpace(pieces[j]!) && !CJK.test(pieces[j]!.text)) j++;
      units.push([i, j]);
      i = j;
    }
    const starts: number[] = [];
    let lineStart = -1;
    const fits = (from: number, to: number) => this.width(trimmed(pieces.slice(from, to)), size) <= width;
    for (const [from, to] of units) {
      if (lineStart < 0) {
        if (isSpace(pieces[from]!)) continue;
        lineStart = from;
        starts.push(from);
      }
      if (fits(lineStart, to)) continue;
      if (isSpace(pieces[from]!)) continue; // a trailing space hangs past the line's end
      // The unit starts a new line, if it fits one on its own, or is cut between its graphemes.
      if (fits(from, to)) {
        if (from > lineStart) {
          lineStart = from;
          starts.push(from);
        }
        continue;
      }
      if (!anywhere) return null;
      // Cut between graphemes: on as far as the line has room, then on new lines.
      for (let g = from; g < to; g++) {
        if (g > lineStart && !fits(lineStart, g + 1)) {
          lineStart = g;
          starts.push(g);
        }
      }
    }
    return starts;
  }

  /** The longest start of `pieces` that fits `width` with an ellipsis after it. */
  private ellipsized(pieces: readonly Piece[], width: number, size: number): Piece[] {
    let kept = trimmed(pieces);
    const dots = (): Piece => ({ text: ELLIPSIS, font: (kept.at(-1) ?? pieces[0]!).font });
    while (kept.length && this.width([...kept, dots()], size) > width) kept = trimmed(kept.slice(0, -1));
    return [...kept, dots()];
  }
}

/** The lines that start at `starts`, without their leading and trailing spaces. */
function linesOf(pieces: readonly Piece[], starts: readonly number[]): Piece[][] {
  return starts.map((start, i) => trimmed(pieces.slice(start, starts[i + 1] ?? pieces.length)));
}

function isSpace(piece: Piece): boolean {
  return /^\s+$/u.test(piece.text);
}

function trimStart(pieces: readonly Piece[]): Piece[] {
  let i = 0;
  while (i < pieces.length && isSpace(pieces[i]!)) i++;
  return pieces.slice(i);
}

function trimmed(pieces: readonly Piece[]): Piece[] {
  let end = pieces.length;
  while (end > 0 && isSpace(pieces[end - 1]!)) end--;
  return trimStart(pieces.slice(0, end));
}

/** Consecutive pieces in the same font, joined. */
function runs(pieces: readonly Piece[]): { text: string; font: string }[] {
  const out: { text: string; font: string }[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last && last.font === piece.font) last.text += piece.text;
    else out.push({ text: piece.text, font: piece.font });
  }
  return out;
}

/** The text of `pieces`. */
export function textOf(pieces: readonly Piece[]): string {
  return pieces.map((p) => p.text).join('');
}
