import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';

const appsDir = mkdtempSync(path.join(tmpdir(), 'csp-apps-'));
const inline = "document.documentElement.dataset.theme = 'light';";
mkdirSync(path.join(appsDir, 'shell', 'dist'), { recursive: true });
writeFileSync(path.join(appsDir, 'shell', 'dist', 'index.html'), `<html><head><script>${inline}</script><script defer src="/main.js"></script></head></html>`);
afterAll(() => rmSync(appsDir, { recursive: true, force: true }));

const manifest = JSON.stringify({
  remotes: [
    { name: 'mfe_quiz', entry: 'https://quiz.cdn.example/remoteEntry.js', version: '1.0.0', sdkVersion: '1.0.0' },
    { name: 'mfe_admin', entry: 'https://admin.cdn.example:8443/mfe/remoteEntry.js', version: '1.0.0', sdkVersion: '1.0.0' },
  ],
});

function directives(header: string): Record<string, string[]> {
  return Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...values]) => [name, values]));
}

describe('Content-Security-Policy', () => {
  it('when remotes live on other hosts, then scripts may come from exactly those origins, the shell inline script by hash, and nothing else', async () => {
    const t = await createTestApp({ APPS_DIR: appsDir, MFE_MANIFEST: manifest, PUBLIC_URL: 'https://api.example.com' });
    try {
      const res = await t.request.get('/mfe-manifest.json').expect(200);
      const csp = directives(res.headers['content-security-policy']);
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      expect(csp['script-src'].sort()).toEqual(["'self'", hash, 'https://admin.cdn.example:8443', 'https://quiz.cdn.example'].sort());
      expect(csp['connect-src'].sort()).toEqual(["'self'", 'https://admin.cdn.example:8443', 'https://api.example.com', 'https://quiz.cdn.example', 'wss://api.example.com'].sort());
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval|\*/);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
    } finally {
      await t.close();
    }
  });

  it('when every remote is served by the API itself, then only self is allowed', async () => {
    const t = await createTestApp({ APPS_DIR: appsDir });
    try {
      const res = await t.request.get('/mfe-manifest.json').expect(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src'].filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });

  it('when an API answer is sent, then it carries the tightest policy: nothing may load, nothing may frame it', async () => {
    const t = await createTestApp({ APPS_DIR: appsDir, MFE_MANIFEST: manifest });
    try {
      const res = await t.request.get('/api/health').expect(200);
      expect(directives(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.close();
    }
  });

  it('when the manifest file changes, then the policy follows it within a second, without a restart', async () => {
    const file = path.join(appsDir, 'mfe-manifest.json');
    writeFileSync(file, JSON.stringify({ remotes: [] }));
    const t = await createTestApp({ APPS_DIR: appsDir, MFE_MANIFEST_FILE: file });
    try {
      const before = directives((await t.request.get('/mfe-manifest.json').expect(200)).headers['content-security-policy']);
      expect(before['script-src']).not.toContain('https://quiz.cdn.example');
      writeFileSync(file, manifest);
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      // The file is looked at once a second: move the clock on by a second instead of waiting for one.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 1000);
      const after = directives((await t.request.get('/mfe-manifest.json').expect(200)).headers['content-security-policy']);
      expect(after['script-src']).toContain('https://quiz.cdn.example');
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});
