/**
 * The printable sheet of an exhibitor's scan licences: A4, eight cards to a page, each with the
 * licence's QR code (a login link for its devices), its type, code and seats, and how to use it,
 * in the administrator's language. Drawn with pdf-lib like the visitors' badges.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { colour, drawQr, fitted, fontBytes, MM, PAGE } from '../organiser/badges';
import { mailTexts } from '../mail/templates';

export interface SheetLicence {
  code: string;
  type: string;
  total: number | null;
  url: string;
}

const COLUMNS = 2;
const ROWS = 4;
const CARD = { width: PAGE.width / COLUMNS, height: PAGE.height / ROWS };

export async function licenceSheetPdf(options: { company: string; eventName: string; colour: string; language: string; licences: readonly SheetLicence[] }): Promise<Uint8Array> {
  const t = mailTexts(options.language);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(t('licenceSheet.title', { company: options.company }));
  doc.setCreator('Leadstand');
  const regular = await doc.embedFont(fontBytes('regular'), { subset: true });
  const bold = await doc.embedFont(fontBytes('bold'), { subset: true });
  const brand = colour(options.colour);
  const ink = rgb(0.07, 0.09, 0.15);
  const muted = rgb(0.29, 0.33, 0.39);
  const perPage = COLUMNS * ROWS;
  for (let i = 0; i < Math.max(1, options.licences.length); i += perPage) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    for (let c = 1; c < COLUMNS; c++) page.drawLine({ start: { x: c * CARD.width, y: 0 }, end: { x: c * CARD.width, y: PAGE.height }, thickness: 0.3, color: rgb(0.75, 0.75, 0.75), dashArray: [3, 3] });
    for (let r = 1; r < ROWS; r++) page.drawLine({ start: { x: 0, y: r * CARD.height }, end: { x: PAGE.width, y: r * CARD.height }, thickness: 0.3, color: rgb(0.75, 0.75, 0.75), dashArray: [3, 3] });
    options.licences.slice(i, i + perPage).forEach((l, k) => {
      const x = (k % COLUMNS) * CARD.width;
      const y = PAGE.height - (Math.floor(k / COLUMNS) + 1) * CARD.height;
      const pad = 8 * MM;
      const qrSize = 40 * MM;
      const textWidth = CARD.width - 3 * pad - qrSize;
      page.drawRectangle({ x, y: y + CARD.height - 4 * MM, width: CARD.width, height: 4 * MM, color: brand });
      let line = y + CARD.height - pad - 6 * MM;
      const company = fitted(bold, options.company, textWidth, 14);
      page.drawText(options.company, { x: x + pad, y: line, size: company, font: bold, color: ink });
      line -= 6 * MM;
      const event = fitted(regular, options.eventName, textWidth, 10);
      page.drawText(options.eventName, { x: x + pad, y: line, size: event, font: regular, color: muted });
      line -= 9 * MM;
      const kind = t(`licenceSheet.type.${l.type}`);
      page.drawText(kind, { x: x + pad, y: line, size: fitted(bold, kind, textWidth, 12), font: bold, color: ink });
      line -= 5.5 * MM;
      const seats = l.total === null ? t('licenceSheet.unlimited') : t('licenceSheet.seats', { count: l.total });
      page.drawText(seats, { x: x + pad, y: line, size: fitted(regular, seats, textWidth, 10), font: regular, color: muted });
      line -= 5.5 * MM;
      page.drawText(l.code, { x: x + pad, y: line, size: fitted(regular, l.code, textWidth, 10), font: regular, color: muted });
      const how = t('licenceSheet.how');
      page.drawText(how, { x: x + pad, y: y + pad, size: fitted(regular, how, CARD.width - 2 * pad - qrSize - pad, 8), font: regular, color: muted });
      drawQr(page, l.url, x + CARD.width - pad - qrSize, y + pad, qrSize);
    });
  }
  return doc.save();
}
