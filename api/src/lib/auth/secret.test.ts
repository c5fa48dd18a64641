import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSigningSecret } from './secret';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'secret-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};

describe('loadSigningSecret', () => {
  it('when JWT_SECRET is set, then it is the key', () => {
    const key = loadSigningSecret('s'.repeat(40), tempDir());
    expect(new TextDecoder().decode(key)).toBe('s'.repeat(40));
  });
  it('when none is set, then one is generated into the data directory, private, and reused on the next start', () => {
    const dir = tempDir();
    const first = loadSigningSecret(undefined, dir);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(64);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadSigningSecret(undefined, dir)).toEqual(first);
    expect(loadSigningSecret(undefined, tempDir())).not.toEqual(first);
  });
});
