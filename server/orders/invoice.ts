/**
 * The invoice of a completed order, as a PDF (pdf-lib, the fonts of the badges): who issues it
 * (the organiser, as the event's settings say), the order's code
 * and date, the billing address, each line with its quantity, net price and VAT rate, the VAT per
 * rate and the totals, in the administrator's language and the order's currency.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { fitted, fontBytes, MM, PAGE } from '../organiser/badges';
import { mailTexts } from '../mail/templates';
import { formatPrice } from '../../src/domain/shop';
import type { OrderView } from '../../src/domain/orders';

export async function invoicePdf(options: { order: OrderView; eventName: string; company: string; language: string; issuer: string }): Promise<Uint8Array> {
  const { order, language } = options;
  const t = mailTexts(language);
  const money = (cents: number) => formatPrice(cents, order.currency, language);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(t('invoice.title', { code: order.code }));
  doc.setCreator('Leadstand');
  const issuer = options.issuer.split('\n').map((l) => l.trim()).filter(Boolean);
  if (issuer[0]) doc.setAuthor(issuer[0]);
  const regular = await doc.embedFont(fontBytes('regular'), { subset: true });
  const bold = await doc.embedFont(fontBytes('bold'), { subset: true });
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const ink = rgb(0.07, 0.09, 0.15);
  const muted = rgb(0.29, 0.33, 0.39);
  const left = 20 * MM;
  const right = PAGE.width - 20 * MM;
  let y = PAGE.height - 25 * MM;
  const text = (s: string, x: number, size = 10, font = regular, color = ink) => page.drawText(s, { x, y, size, font, color });
  const textRight = (s: string, x: number, size = 10, font = regular) => page.drawText(s, { x: x - font.widthOfTextAtSize(s, size), y, size, font, color: ink });

  text(t('invoice.heading'), left, 22, bold);
  // The issuer (the organiser) at the head, on the right.
  issuer.forEach((line, i) => {
    const size = i === 0 ? 10 : 9;
    const font = i === 0 ? bold : regular;
    page.drawText(line, { x: right - font.widthOfTextAtSize(line, size), y: y - i * 4.5 * MM, size, font, color: i === 0 ? ink : muted });
  });
  y -= Math.max(10, issuer.length * 4.5 + 4) * MM;
  text(t('invoice.number', { code: order.code }), left, 11, bold);
  textRight(new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(order.createdAt)), right, 11);
  y -= 6 * MM;
  text(options.eventName, left, 10, regular, muted);
  y -= 12 * MM;
  const b = order.billing;
  for (const line of [b.company, b.name, b.street, `${b.postalCode} ${b.city}`.trim(), b.country, b.vatNumber ? t('invoice.vatNumber', { number: b.vatNumber }) : ''].filter(Boolean)) {
    text(line, left, 11);
    y -= 5.5 * MM;
  }
  y -= 8 * MM;
  const cols = { item: left, qty: right - 95 * MM, unit: right - 60 * MM, vat: right - 30 * MM, total: right };
  text(t('invoice.item'), cols.item, 9, bold, muted);
  textRight(t('invoice.quantity'), cols.qty, 9, bold);
  textRight(t('invoice.unit'), cols.unit, 9, bold);
  textRight(t('invoice.vatRate'), cols.vat, 9, bold);
  textRight(t('invoice.amount'), cols.total, 9, bold);
  y -= 3 * MM;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: muted });
  y -= 6 * MM;
  for (const item of order.items) {
    text(item.name, cols.item, fitted(regular, item.name, cols.qty - cols.item - 25 * MM, 10));
    textRight(String(item.quantity), cols.qty);
    textRight(money(item.unitCents), cols.unit);
    textRight(`${item.vatRateBp / 100} %`, cols.vat);
    textRight(money(item.unitCents * item.quantity), cols.total);
    y -= 6 * MM;
  }
  y -= 2 * MM;
  page.drawLine({ start: { x: cols.unit - 30 * MM, y }, end: { x: right, y }, thickness: 0.5, color: muted });
  y -= 6 * MM;
  textRight(t('invoice.net'), cols.vat);
  textRight(money(order.netCents), cols.total);
  for (const rate of order.vatByRate) {
    y -= 5.5 * MM;
    textRight(t('invoice.vat', { rate: rate.rateBp / 100 }), cols.vat);
    textRight(money(rate.vatCents), cols.total);
  }
  y -= 7 * MM;
  textRight(t('invoice.gross'), cols.vat, 11, bold);
  textRight(money(order.grossCents), cols.total, 11, bold);
  y -= 14 * MM;
  text(t('invoice.paid'), left, 10, regular, muted);
  return doc.save();
}
