/**
 * Printable visitor badges: an A4 PDF of eight badges a page (two columns of four, cut lines
 * between them), each with the event's name on its brand colour, the visitor's name and company,
 * the badge code, and the QR code the scanner reads (`badgeQrPayload`, the same payload the app's
 * 'my badge' shows). Drawn as vectors (the QR modules are squares). Names and companies are set
 * in the fonts of their scripts (pdf-text.ts: DejaVu Sans, Noto Sans Devanagari, Thai, JP, SC and
 * KR, embedded as subsets) so every name prints as written (Çelik, 山田花子, 김민준, प्रिया), and fitted
 * into the badge: shrunk, then wrapped, then cut with an ellipsis, never past its edge.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontFileBytes, PdfFonts, type Piece } from './pdf-text';
import QRCode from 'qrcode';
import { badgeQrPayload } from '../../src/domain/badge-qr';
import { formatBadgeCode } from '../../src/domain/badge';
import { parseColour, readableTextColour } from '../../src/domain/colour';

/** DejaVu Sans, for the server's other PDFs (licence cards, invoices). */
export function fontBytes(kind: 'regular' | 'bold'): Buffer {
  return fontFileBytes(`dejavu-fonts-ttf/ttf/${kind === 'bold' ? 'DejaVuSans-Bold' : 'DejaVuSans'}.ttf`);
}

export interface BadgeVisitor {
  name: string;
  company: string | null;
  code: string;
}

export const MM = 72 / 25.4;
export const PAGE = { width: 210 * MM, height: 297 * MM };
const COLUMNS = 2;
const ROWS = 4;
const BADGE = { width: PAGE.width / COLUMNS, height: PAGE.height / ROWS };

export function colour(hex: string) {
  const [r, g, b] = parseColour(hex) ?? [20, 61, 89];
  return rgb(r / 255, g / 255, b / 255);
}

/** The largest font size (up to `max`) at which `text` fits `width`. */
export function fitted(font: PDFFont, text: string, width: number, max: number): number {
  let size = max;
  while (size > 7 && font.widthOfTextAtSize(text, size) > width) size -= 0.5;
  return size;
}

/** Where a badge's texts go, relative to its bottom-left corner (for the tests too). */
export const BADGE_LAYOUT = (() => {
  const pad = 8 * MM;
  const band = 14 * MM;
  const qrSize = 34 * MM;
  return { width: BADGE.width, height: BADGE.height, pad, band, qrSize, textWidth: BADGE.width - 3 * pad - qrSize };
})();

interface BadgeTexts {
  code: Piece[];
  event: Piece[];
  name: Piece[];
  company: Piece[] | null;
}

function drawBadge(page: PDFPage, x: number, y: number, v: BadgeVisitor, texts: BadgeTexts, event: { id: string; applicationColor: string }, fonts: PdfFonts) {
  const { pad, band, qrSize, textWidth } = BADGE_LAYOUT;
  const brand = colour(event.applicationColor);
  const onBrand = colour(readableTextColour(event.applicationColor));
  page.drawRectangle({ x, y: y + BADGE.height - band, width: BADGE.width, height: band, color: brand });
  const eventName = fonts.fitLines(texts.event, BADGE.width - 2 * pad, { max: 13, min: 8, maxLines: 1 });
  fonts.draw(page, eventName.lines[0] ?? [], { x: x + pad, y: y + BADGE.height - band / 2 - eventName.size / 3, size: eventName.size, color: onBrand });

  const name = fonts.fitLines(texts.name, textWidth, { max: 18, min: 12, maxLines: 3 });
  let line = y + BADGE.height - band - pad;
  for (const text of name.lines) {
    line -= name.size * 1.15;
    fonts.draw(page, text, { x: x + pad, y: line, size: name.size, color: rgb(0.07, 0.09, 0.15) });
  }
  if (texts.company) {
    const company = fonts.fitLines(texts.company, textWidth, { max: 12, min: 9, maxLines: 2 });
    line -= 4;
    for (const text of company.lines) {
      line -= company.size * 1.2;
      fonts.draw(page, text, { x: x + pad, y: line, size: company.size, color: rgb(0.29, 0.33, 0.39) });
    }
  }
  fonts.draw(page, texts.code, { x: x + pad, y: y + pad, size: 10, color: rgb(0.29, 0.33, 0.39) });

  drawQr(page, badgeQrPayload(event.id, v.code), x + BADGE.width - pad - qrSize, y + pad, qrSize);
}

/**
 * Draws `payload` as a QR code `size` wide with its bottom-left corner at (x, y), as one path: each
 * row's runs of dark modules (a rectangle per module would be hundreds of drawing operations).
 */
export function drawQr(page: PDFPage, payload: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  let path = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; ) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < n && qr.modules.get(row, end)) end++;
      path += `M${col} ${row}h${end - col}v1h${col - end}z`;
      col = end;
    }
  }
  // drawSvgPath's origin is the top-left corner, with y growing downwards.
  page.drawSvgPath(path, { x, y: y + size, scale: size / n, color: rgb(0, 0, 0) });
}

/** The badges of `visitors` as a PDF. */
export async function badgesPdf(event: { id: string; name: string; applicationColor: string }, visitors: readonly BadgeVisitor[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = new PdfFonts(doc);
  doc.setTitle(`${event.name} badges`);
  doc.setCreator('Leadstand');
  const eventName = fonts.pieces(event.name, 'bold');
  const texts: BadgeTexts[] = visitors.map((v) => ({ code: fonts.pieces(formatBadgeCode(v.code), 'regular'), event: eventName, name: fonts.pieces(v.name, 'bold'), company: v.company ? fonts.pieces(v.company, 'regular') : null }));
  await fonts.embed();
  const perPage = COLUMNS * ROWS;
  for (let i = 0; i < Math.max(1, visitors.length); i += perPage) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    // Cut lines.
    for (let c = 1; c < COLUMNS; c++) page.drawLine({ start: { x: c * BADGE.width, y: 0 }, end: { x: c * BADGE.width, y: PAGE.height }, thickness: 0.3, color: rgb(0.75, 0.75, 0.75), dashArray: [3, 3] });
    for (let r = 1; r < ROWS; r++) page.drawLine({ start: { x: 0, y: r * BADGE.height }, end: { x: PAGE.width, y: r * BADGE.height }, thickness: 0.3, color: rgb(0.75, 0.75, 0.75), dashArray: [3, 3] });
    visitors.slice(i, i + perPage).forEach((v, k) => {
      const col = k % COLUMNS;
      const row = Math.floor(k / COLUMNS);
      drawBadge(page, col * BADGE.width, PAGE.height - (row + 1) * BADGE.height, v, texts[i + k]!, event, fonts);
    });
  }
  return doc.save();
}
