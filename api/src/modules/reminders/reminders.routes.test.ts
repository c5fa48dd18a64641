import { createRepositories } from '../../app/repositories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNotificationsService } from '../notifications/notifications.service';
import { createRemindersRepository } from './reminders.repository';
import { createRemindersService } from './reminders.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const HOUR = 3_600_000;

describe('practice reminders', () => {
  it('when a reminder is scheduled and its time comes, then exactly one notification is created, even after a restart', async () => {
    const user = await app.createUser();
    const token = await app.sessionToken(user.id);
    const dueAt = new Date(Date.now() + HOUR);
    const res = await app.request.post('/api/practice-reminders').set('Authorization', `Bearer ${token}`).send({ dueAt: dueAt.toISOString(), skill: 'rapport' }).expect(201);
    expect(res.body).toMatchObject({ dueAt: dueAt.toISOString(), focus: 'Focus: Rapport.' });
    expect((await app.request.get('/api/practice-reminders').set('Authorization', `Bearer ${token}`).expect(200)).body).toHaveLength(1);

    // A "restarted" service built fresh from the database, with the clock past the due time.
    const later = () => new Date(dueAt.getTime() + 1000);
    const notifications = createNotificationsService(createRepositories(app.server.db).notifications, { now: later });
    const build = () => createRemindersService(createRemindersRepository(app.server.db), { notifications, now: later });
    expect(await build().runDue()).toBeGreaterThanOrEqual(1);
    expect(await build().runDue()).toBe(0);
    const list = await app.request.get('/api/notifications').set('Authorization', `Bearer ${token}`).expect(200);
    const reminders = list.body.items.filter((n: { title: string }) => n.title === 'notifications:items.practiceReminder.title' || /practice call/.test(n.title));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ type: 'reminder', params: { focus: 'Focus: Rapport.' } });
    // Scheduled in English, read in Russian: the skill was stored, the sentence is the reader's.
    const ru = await app.request.get('/api/notifications').set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ru').expect(200);
    expect(ru.body.items.find((n: { type: string }) => n.type === 'reminder').params).toEqual({ focus: 'Фокус: Контакт.' });
  });

  it('when the time is in the past or missing, then a 400 in the user language is returned', async () => {
    const user = await app.createUser();
    const token = await app.sessionToken(user.id);
    const past = await app.request.post('/api/practice-reminders').set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ru').send({ dueAt: new Date(Date.now() - HOUR).toISOString() }).expect(400);
    expect(past.body.message).toBe('Выберите время в будущем');
    await app.request.post('/api/practice-reminders').set('Authorization', `Bearer ${token}`).send({}).expect(400);
  });
});
