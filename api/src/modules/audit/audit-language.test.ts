import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogSchema } from '@app/contracts/admin';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.sessionToken(t.admin.id);
}, 60_000);
afterAll(() => t.close());

const log = async (lang: string, entity: string) =>
  auditLogSchema.parse((await t.request.get('/api/admin/audit-log').query({ entity }).set({ Authorization: `Bearer ${adminToken}`, 'Accept-Language': lang }).expect(200)).body);

describe('audit log in the reader language', () => {
  it('when an English admin uploaded training data, then a Russian reader gets the scenarios by their Russian names, an English reader by the English ones', async () => {
    const recording = { transcript: 'Agent: Good morning! Client: I want a flat.', scenario: 'first-time-buyer', outcome: 'positive' };
    await t.request.post('/api/ai-training/upload-json').set({ Authorization: `Bearer ${adminToken}`, 'Accept-Language': 'en' }).send({ recordings: [recording] }).expect(200);
    expect((await log('ru', 'trainingRecording'))[0]!.label).toBe('1 × Первая покупка');
    expect((await log('en', 'trainingRecording'))[0]!.label).toBe('1 × First-time buyer');
  });

  it('when the changed record keeps a translation, then each reader gets it named in their language; the stored row is the record, not a sentence', async () => {
    const after = { id: 77, title: 'Investor Price Objection', category: 'objection', translations: JSON.stringify({ ru: { title: 'Возражение инвестора по цене' } }) };
    await t.server.events.emit('admin.write', { actorId: t.admin.id, action: 'update', entity: 'scenario', entityId: 77, before: { ...after, title: 'Old title' }, after });
    const [ru] = await log('ru', 'scenario');
    const [en] = await log('en', 'scenario');
    expect(ru).toMatchObject({ action: 'update', entity: 'scenario', label: 'Возражение инвестора по цене' });
    expect(en).toMatchObject({ action: 'update', entity: 'scenario', label: 'Investor Price Objection' });
    const row = await t.server.db.auditLog.findFirstOrThrow({ where: { entity: 'scenario', entityId: '77' } });
    expect(row.action).toBe('update');
    expect(JSON.parse(row.after)).toEqual(after);
  });
});
