// Renders the app icons (PNG 192, 512, maskable 512, apple-touch 180) from one SVG drawing with
// Debian's Chromium. Run once when the logo changes; the PNGs are committed in public/icons.
import { chromium } from 'playwright-core';

const svg = (size, padding) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${padding ? 0 : 14}" fill="#143d59"/>
  <g transform="translate(32 32) scale(${padding ? 0.72 : 1}) translate(-32 -32)">
    <path d="M20 14h17l9 9v27H20z" fill="none" stroke="#f4b41a" stroke-width="4.5" stroke-linejoin="round"/>
    <path d="M26 34l5 5 9-10" fill="none" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
  </g></svg>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [file, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`);
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
}
await browser.close();
