/**
 * Colour arithmetic for the white-label theme: the event's applicationColor and actionColor
 * become CSS variables, and the text drawn on them must stay readable (WCAG 2 contrast).
 */
import { isColour } from './validators';

export type Rgb = readonly [number, number, number];

export function parseColour(value: string): Rgb | null {
  if (!isColour(value)) return null;
  const v = value.trim();
  if (v.startsWith('#')) {
    const hex = v.length === 4 ? [...v.slice(1)].map((c) => c + c).join('') : v.slice(1);
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const m = /(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(v)!;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export function toHex([r, g, b]: Rgb): string {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [l1, l2] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 24, 39];

const BLACK: Rgb = [0, 0, 0];
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Text colour for a background: white or near-black (the softer ink we use elsewhere), whichever
 * contrasts more; for the few mid-tones where neither reaches 4.5:1, pure black (which always does).
 */
export function readableTextColour(background: string): string {
  const bg = parseColour(background);
  if (!bg) return toHex(WHITE);
  const white = contrastRatio(bg, WHITE);
  const ink = contrastRatio(bg, INK);
  if (Math.max(white, ink) >= MIN_TEXT_CONTRAST) return toHex(white >= ink ? WHITE : INK);
  return toHex(white >= contrastRatio(bg, BLACK) ? WHITE : BLACK);
}

/** Mixes a colour with white (amount > 0) or black (amount < 0); used for hover and tint shades. */
export function shade(colour: string, amount: number): string {
  const rgb = parseColour(colour);
  if (!rgb) return colour;
  const target = amount >= 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  return toHex(rgb.map((c) => c + (target - c) * t) as unknown as Rgb);
}

export interface ThemeColours {
  applicationColor: string;
  actionColor: string;
}

export const DEFAULT_THEME: ThemeColours = { applicationColor: '#1f3a5f', actionColor: '#e4572e' };

/** The CSS variables the stylesheet reads, with readable text colours on each brand colour. */
export function themeVariables(theme: Partial<ThemeColours> | null | undefined): Record<string, string> {
  const app = theme?.applicationColor && isColour(theme.applicationColor) ? theme.applicationColor : DEFAULT_THEME.applicationColor;
  const action = theme?.actionColor && isColour(theme.actionColor) ? theme.actionColor : DEFAULT_THEME.actionColor;
  return {
    '--app-color': toHex(parseColour(app)!),
    '--app-color-text': readableTextColour(app),
    '--app-color-strong': shade(app, -0.2),
    '--app-color-tint': shade(app, 0.9),
    '--action-color': toHex(parseColour(action)!),
    '--action-color-text': readableTextColour(action),
    '--action-color-hover': shade(action, -0.12),
  };
}
