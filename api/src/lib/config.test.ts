import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('when nothing is set, then it defaults to port 3000 and a SQLite file under data/', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toMatch(/^file:.*data[\\/]app\.db$/);
  });
  it('when values are wrong, then it names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with file:');
      expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    }
  });
  it('when MFE_MANIFEST is not JSON, then it is refused', () => {
    expect(() => loadConfig({ MFE_MANIFEST: '{nope' })).toThrow('MFE_MANIFEST: must be JSON');
  });
});
