// Renders the PNG icons of the web app manifest from public/icons/icon.svg with Debian's Chromium.
// Run after changing the SVG: node scripts/render-icons.mjs (the PNGs are committed).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const svg = readFileSync(`${dir}icon.svg`, 'utf8');
const background = /<rect width="512" height="512" rx="112" fill="([^"]+)"/.exec(svg)[1];
// Maskable icons are cropped to a circle by some launchers: full-bleed background, art in the inner 80%.
const maskable = svg.replace(/<rect width="512" height="512" rx="112" fill="[^"]+"\/>/, `<rect width="512" height="512" fill="${background}"/><g transform="translate(51.2 51.2) scale(0.8)">`).replace('</svg>', '</g></svg>');
// Notification badges are drawn as a white silhouette by Android.
const badge = svg.replace(/fill="#[0-9a-f]{6}"/g, 'fill="#ffffff"').replace(/stroke="#[0-9a-f]{6}"/g, 'stroke="#ffffff"').replace(/<rect width="512" height="512" rx="112" fill="#ffffff"\/>/, '');

const targets = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
  { file: 'badge-72.png', size: 72, source: badge },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const { file, size, source } of targets) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: `${dir}${file}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`wrote ${file}`);
}
await browser.close();
