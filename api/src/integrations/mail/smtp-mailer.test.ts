import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createTestApp } from '../../test/test-app';
import { createMailer } from './create-mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

// A real SMTP server on 127.0.0.1, port chosen by the system: the SMTP path without the internet.
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

// Returns as soon as the message is there; the limit only ends a hang (5 s was within reach of a loaded machine).
async function waitFor(predicate: () => Received | undefined, timeoutMs = 20_000): Promise<Received> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = predicate();
    if (found) return found;
    if (Date.now() > until) throw new Error('no message arrived');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('SMTP mailer', () => {
  it('when SMTP_URL is set, then the message is delivered to that server from MAIL_FROM', async () => {
    const mailer = createMailer({ SMTP_URL: smtpUrl, MAIL_FROM: 'Coach <coach@example.com>', DATA_DIR: '/nonexistent' }, createLogger('silent'));
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'agent@example.com', subject: 'Direct', text: 'Hello over SMTP' });
    const mail = await waitFor(() => received.find((m) => m.raw.includes('Subject: Direct')));
    expect(mail.from).toBe('coach@example.com');
    expect(mail.to).toEqual(['agent@example.com']);
    expect(mail.raw).toContain('Hello over SMTP');
    mailer.close();
  });

  it('when someone registers on a server with SMTP, then the verification link arrives by SMTP and works', async () => {
    const t = await createTestApp({ SMTP_URL: smtpUrl, PUBLIC_URL: 'https://coach.example.com' });
    try {
      await t.request.post('/api/auth/register').send({ name: 'Sam Vale', username: 'samvale', email: 'sam@example.com', password: 'open-house-2026' }).expect(201);
      const mail = await waitFor(() => received.find((m) => m.to.includes('sam@example.com') && /Subject: Verify your email/.test(m.raw)));
      await waitFor(() => received.find((m) => m.to.includes('sam@example.com') && /Subject: Welcome to Estate Coach/.test(m.raw)));
      // Quoted-printable may wrap long lines with "=\r\n"; undo it before reading the link.
      const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https:\/\/coach\.example\.com\/verify-email\?token=[\w-]+/.exec(body)?.[0];
      expect(link).toBeDefined();
      expect(await t.outbox()).toEqual([]); // nothing written locally when SMTP is configured
      const token = new URL(link!).searchParams.get('token');
      await t.request.get('/api/auth/verify-email').query({ token }).expect(200);
    } finally {
      await t.close();
    }
  });
});
