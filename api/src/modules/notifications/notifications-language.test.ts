import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';

let app: TestApp;
let chat: ReturnType<typeof chatClient>;

beforeAll(async () => {
  app = await createTestApp();
  chat = chatClient(app);
});
afterAll(() => app.close());

type Item = { type: string; title: string; message: string; params: Record<string, string | number>; action: { label: string } | null };
const list = async (token: string, lang: string) =>
  (await app.request.get('/api/notifications').set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).expect(200)).body.items as Item[];
/** What the bell shows: the keys rendered with the params, as the shell's i18next does. */
const rendered = (n: Item, lang: 'en' | 'ru') => [n.title, n.message, n.action?.label ?? ''].map((key) => translate(lang, key, n.params)).join(' | ');

const LATIN_WORD = /[A-Za-z]{3,}/;
const CYRILLIC = /[А-Яа-яЁё]/;

describe('notifications in the reader language', () => {
  it('when everything happened in English, then a Russian reader gets every kind in Russian, and an English reader in English', async () => {
    const { token, user } = await chat.freshAgent();
    const auth = { Authorization: `Bearer ${token}` };
    // A finished English session: a coaching tip and an achievement.
    const session = await chat.startSession(token, {}, 'en');
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    await chat.send(token, session.id, 'ok').expect(201);
    await chat.end(token, session.id).expect(200);
    // The day's challenge, picked while the app spoke English.
    const day = async (lang: string) => (await app.request.get(`/api/users/${user.id}/daily-challenge`).set(auth).set('Accept-Language', lang).expect(200)).body;
    const picked = await day('en');
    expect(picked.notified).toBe(true);
    const titles = { en: picked.challenge.title as string, ru: (await day('ru')).challenge.title as string };
    expect(titles.ru).not.toBe(titles.en);
    // A practice reminder scheduled in English, sent when due.
    const dueAt = new Date(Date.now() + 60_000);
    await app.request.post('/api/practice-reminders').set(auth).set('Accept-Language', 'en').send({ dueAt: dueAt.toISOString(), skill: 'rapport' }).expect(201);
    await app.server.db.practiceReminder.updateMany({ where: { userId: user.id }, data: { dueAt: new Date(Date.now() - 1000) } });
    await app.server.jobs.find((j) => j.name === 'practice-reminders')!.run();
    // Practised yesterday, not today: the streak reminder.
    await app.server.db.chatSession.updateMany({ where: { userId: user.id }, data: { completedAt: new Date(Date.now() - 86_400_000) } });
    await app.server.jobs.find((j) => j.name === 'streak-at-risk')!.run();

    const ru = await list(token, 'ru');
    expect(ru.map((n) => n.type).sort()).toEqual(['achievement', 'challenge', 'reminder', 'reminder', 'tip']);
    for (const n of ru) {
      const text = rendered(n, 'ru');
      expect(text, text).not.toMatch(LATIN_WORD);
      expect(text).toMatch(CYRILLIC);
    }
    expect(rendered(ru.find((n) => n.type === 'tip')!, 'ru')).toContain('В прошлой сессии');
    expect(rendered(ru.find((n) => n.params.focus !== undefined)!, 'ru')).toContain('Контакт');

    for (const n of await list(token, 'en')) expect(rendered(n, 'en')).not.toMatch(CYRILLIC);
    const en = await list(token, 'en');
    expect(rendered(en.find((n) => n.params.focus !== undefined)!, 'en')).toContain('Focus: Rapport.');
    expect(rendered(en.find((n) => n.type === 'challenge')!, 'en')).toContain(`Today: ${titles.en}.`);
    expect(rendered(ru.find((n) => n.type === 'challenge')!, 'ru')).toContain(`Сегодня: ${titles.ru}.`);
  });

  it('when a notification was stored before its params were kept per language, then it still reads as stored', async () => {
    const { token, user } = await chat.freshAgent();
    await app.server.db.notification.create({
      data: { userId: user.id, type: 'tip', title: 'notifications:items.coachingTip.title', message: 'notifications:items.coachingTip.message', params: JSON.stringify({ tip: 'Ask an open question.' }) },
    });
    const [old] = await list(token, 'ru');
    expect(rendered(old!, 'ru')).toBe('Совет коуча | Ask an open question. | ');
  });
});
