import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';

let app: TestApp;
let chat: ReturnType<typeof chatClient>;

beforeAll(async () => {
  app = await createTestApp();
  chat = chatClient(app);
});
afterAll(() => app.close());

async function finishSession(token: string, lang = 'en') {
  const session = await chat.startSession(token, {}, lang);
  await chat.send(token, session.id, GOOD_REPLY).expect(201);
  await chat.send(token, session.id, 'ok').expect(201);
  await chat.end(token, session.id).expect(200);
  return session;
}

const notifications = async (token: string) =>
  (await app.request.get('/api/notifications').set('Authorization', `Bearer ${token}`).expect(200)).body.items as {
    type: string;
    title: string;
    params: Record<string, unknown>;
    action: { href: string } | null;
  }[];

describe('notifications from practice', () => {
  it('when a chat session ends, then a coaching tip from its weakest answer is waiting', async () => {
    const { token } = await chat.freshAgent();
    await finishSession(token);
    const tips = (await notifications(token)).filter((n) => n.type === 'tip');
    expect(tips).toHaveLength(1);
    expect(tips[0]!.title).toBe('notifications:items.coachingTip.title');
    expect(tips[0]!.params.skill).toMatch(/^(confidence|clarity|value|cta)$/);
    expect(tips[0]!.action?.href).toBe('/coach');
  });

  it('when the session was held in Russian, then the tip is the same key: it is written in the language it is read in', async () => {
    const { token } = await chat.freshAgent();
    await finishSession(token, 'ru');
    const tip = (await notifications(token)).find((n) => n.type === 'tip') as unknown as { message: string; params: { skill: string } };
    expect(tip).toMatchObject({ message: 'notifications:items.coachingTip.advice', params: { skill: expect.stringMatching(/^(confidence|clarity|value|cta)$/) } });
  });

  it('when the user practised yesterday but not today, then the scheduled job sends one streak reminder, once a day', async () => {
    const { user, token } = await chat.freshAgent();
    await finishSession(token);
    const yesterday = new Date(Date.now() - 86_400_000);
    await app.server.db.chatSession.updateMany({ where: { userId: user.id }, data: { completedAt: yesterday } });
    // Opening the bell sends nothing by itself: the reminder comes from the job, app open or not.
    expect((await notifications(token)).filter((n) => n.type === 'reminder')).toEqual([]);
    const job = app.server.jobs.find((j) => j.name === 'streak-at-risk')!;
    expect(await job.run()).toBeGreaterThanOrEqual(1);
    await job.run();
    const reminders = (await notifications(token)).filter((n) => n.type === 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: 'notifications:items.streakAtRisk.title', params: { streak: 1 } });
  });

  it('when the user already practised today, then no streak reminder is sent', async () => {
    const { token } = await chat.freshAgent();
    await finishSession(token);
    await app.server.jobs.find((j) => j.name === 'streak-at-risk')!.run();
    expect((await notifications(token)).filter((n) => n.type === 'reminder')).toEqual([]);
  });
});
