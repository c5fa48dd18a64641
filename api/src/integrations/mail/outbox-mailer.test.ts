import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createMailer } from './create-mailer';
import { readOutbox } from './outbox-reader';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('outbox mailer', () => {
  it('when SMTP_URL is not set, then each message becomes one JSON file in <DATA_DIR>/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    dirs.push(dataDir);
    const mailer = createMailer({ DATA_DIR: dataDir, MAIL_FROM: 'Coach <coach@example.com>', SMTP_URL: undefined }, createLogger('silent'));
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'Open http://x/verify-email?token=abc', actionUrl: 'http://x/verify-email?token=abc' });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'Hello' });
    expect(readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.json'))).toHaveLength(2);
    const [first, second] = await readOutbox(dataDir);
    expect(first).toMatchObject({ from: 'Coach <coach@example.com>', to: 'a@example.com', subject: 'First', actionUrl: 'http://x/verify-email?token=abc' });
    expect(second).toMatchObject({ to: 'b@example.com', subject: 'Second', text: 'Hello' });
    mailer.close();
  });

  it('when a message carries a link, then the server log shows it so a newcomer can verify without mail', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const mailer = createMailer({ DATA_DIR: dataDir, MAIL_FROM: 'coach@example.com', SMTP_URL: undefined }, logger);
    await mailer.send({ to: 'a@example.com', subject: 'Verify', text: 'x', actionUrl: 'http://localhost:3000/verify-email?token=t1' });
    expect(lines.join('')).toContain('"link":"http://localhost:3000/verify-email?token=t1"');
    expect(consoleLog.mock.calls.flat().join(' ')).toContain('http://localhost:3000/verify-email?token=t1');
    consoleLog.mockRestore();
  });

  it('when the outbox folder does not exist yet, then reading it gives no messages', async () => {
    expect(await readOutbox(path.join(tmpdir(), 'no-such-outbox-dir'))).toEqual([]);
  });
});
