// Screenshots of every screen, to compare a change before and after, as issue 23 asks:
//   node scripts/screenshots.mjs <out-dir>   (against BASE_URL, default http://localhost:3000, e.g. `npm start`)
// SIZES=390x844,1280x800  THEMES=dark,light  LANGS=en,ru  PAGES=/chat,/quiz narrow the set.
// Signed in with the demo logins `npm start` prints; each page waits for its skeletons to go.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.argv[2] ?? 'screenshots';
const list = (name, fallback) => (process.env[name] ?? fallback).split(',').filter(Boolean);
const ACCOUNTS = {
  agent: { email: 'agent@demo.estate-coach.app', password: 'practice-agent-2026' },
  admin: { email: 'admin@demo.estate-coach.app', password: 'manage-admin-2026' },
  manager: { email: 'manager@demo.estate-coach.app', password: 'coach-team-2026' },
};
const SCREENS = [
  ['/login', null], ['/', 'agent'], ['/dashboard', 'agent'], ['/settings', 'agent'], ['/language', 'agent'],
  ['/chat', 'agent'], ['/chat/history', 'agent'], ['/voice', 'agent'], ['/voice-training', 'agent'], ['/voice-call', 'agent'],
  ['/call-insights', 'agent'], ['/coach', 'agent'], ['/progress', 'agent'], ['/disc-assessment', 'agent'],
  ['/quiz', 'agent'], ['/quiz-analytics', 'agent'], ['/admin', 'admin'], ['/admin/users', 'admin'], ['/knowledge-base', 'admin'],
  ['/training-upload', 'admin'], ['/teams', 'manager'],
];
const pages = list('PAGES', SCREENS.map(([p]) => p).join(','));

async function token(request, account) {
  const res = await request.post(`${base}/api/auth/login`, { data: ACCOUNTS[account], headers: { Origin: base } });
  if (!res.ok()) throw new Error(`sign-in as ${account}: ${res.status()}`);
  return (await res.json()).token;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
mkdirSync(out, { recursive: true });
const tokens = {};
for (const size of list('SIZES', '390x844')) {
  const [width, height] = size.split('x').map(Number);
  for (const theme of list('THEMES', 'dark,light')) {
    for (const lang of list('LANGS', 'en,ru')) {
      for (const [path, account] of SCREENS.filter(([p]) => pages.includes(p))) {
        const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
        if (account) tokens[account] ??= await token(context.request, account);
        await context.addInitScript(([t, th, lg]) => {
          if (t) localStorage.setItem('authToken', t);
          localStorage.setItem('theme', th);
          localStorage.setItem('language', lg);
          localStorage.setItem('pwa-banner-dismissed', 'true');
          localStorage.setItem('pwa-banner-dismissed-time', String(Date.now()));
        }, [account ? tokens[account] : '', theme, lang]);
        const page = await context.newPage();
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => !document.querySelector('[data-testid$="skeleton"], [aria-busy="true"]'), null, { timeout: 15_000 }).catch(() => {});
        const file = join(out, `${path.slice(1).replace(/\W+/g, '_') || 'home'}-${size}-${theme}-${lang}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
}
await browser.close();
