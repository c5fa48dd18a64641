import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callsClient } from './calls-test-support';

let app: TestApp;
let c: ReturnType<typeof callsClient>;

beforeAll(async () => {
  app = await createTestApp();
  c = callsClient(app);
});
afterAll(() => app.close());

describe('GET /api/calls/last-number', () => {
  it('when the user has not called yet, then there is no number to offer', async () => {
    const { token } = await c.freshAgent();
    expect((await c.get(token, '/api/calls/last-number').expect(200)).body).toEqual({ phoneNumber: null });
  });

  it('when the user called two numbers, then the last one is offered, for them only', async () => {
    const { token } = await c.freshAgent();
    const other = await c.freshAgent();
    await c.start(token, { phoneNumber: '+1 (555) 010-2030', scenario: 'first-time-buyer' }).expect(201);
    await c.start(token, { phoneNumber: '+44 20 7946 0958', scenario: 'luxury-investor' }).expect(201);
    expect((await c.get(token, '/api/calls/last-number').expect(200)).body).toEqual({ phoneNumber: '+442079460958' });
    expect((await c.get(other.token, '/api/calls/last-number').expect(200)).body).toEqual({ phoneNumber: null });
  });

  it('when signed out, then it is refused', async () => {
    await app.request.get('/api/calls/last-number').expect(401);
  });
});
