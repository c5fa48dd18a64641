import { z } from 'zod';
import type { TestApp } from '../../test/test-app';

// A created session as the suites read it; every other field of the answer is kept as it came.
const startedSessionSchema = z.looseObject({ id: z.number(), messages: z.array(z.looseObject({ content: z.string() })) });

/** Test helpers shared by the chat suites: sign in, start a session, talk. */
export function chatClient(app: TestApp) {
  return {
    /** A new verified agent with a session token. */
    async freshAgent() {
      const user = await app.createUser();
      return { user, token: await app.sessionToken(user.id) };
    },
    async startSession(token: string, body: Record<string, unknown> = {}, lang = 'en') {
      const res = await app.request
        .post('/api/sessions')
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', lang)
        .send({ scenarioId: 'property-inquiry', personality: 'S', difficulty: 'easy', ...body })
        .expect(201);
      return startedSessionSchema.parse(res.body);
    },
    send(token: string, sessionId: number, content: string) {
      return app.request.post('/api/messages').set('Authorization', `Bearer ${token}`).send({ sessionId, content, isAgent: true });
    },
    end(token: string, sessionId: number, body: Record<string, unknown> = { completed: true }) {
      return app.request.patch(`/api/sessions/${sessionId}`).set('Authorization', `Bearer ${token}`).send(body);
    },
    messages(token: string, sessionId: number) {
      return app.request.get(`/api/sessions/${sessionId}/messages`).set('Authorization', `Bearer ${token}`);
    },
    /** A message sent with its reply streamed as server-sent events; the body is the stream's text. */
    stream(token: string, sessionId: number, content: string, headers: Record<string, string> = {}) {
      return app.request
        .post('/api/messages?stream=1')
        .set('Authorization', `Bearer ${token}`)
        .set(headers)
        .send({ sessionId, content })
        .buffer(true)
        .parse((response, done) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => done(null, body));
        });
    },
  };
}

export const GOOD_REPLY =
  'Of course! It takes three steps: a viewing, then an offer with your mortgage pre-approval, then the contract and the keys, usually 30 to 45 days in all. I will guide you through each one. Shall we book a viewing on Saturday at 10am?';
