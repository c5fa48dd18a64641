import { describe, expect, it } from 'vitest';
import { clientKind, deriveProfile, OBJECTION_COUNT } from './client-profile';
import { TEST_SCENARIO } from './test-support/run-conversation';

describe('client profile', () => {
  it('when derived twice from the same scenario, then needs, budget and timeline are identical', () => {
    const a = deriveProfile(TEST_SCENARIO, 'C', 'hard', 'en');
    const b = deriveProfile({ ...TEST_SCENARIO }, 'C', 'hard', 'en');
    expect({ ...a, objectionText: null, concernText: null }).toEqual({ ...b, objectionText: null, concernText: null });
  });

  it('when the scenario differs, then the hidden profile differs', () => {
    const a = deriveProfile(TEST_SCENARIO, 'C', 'medium', 'en');
    const others = ['a', 'b', 'c', 'd'].map((id) => deriveProfile({ ...TEST_SCENARIO, id }, 'C', 'medium', 'en'));
    expect(others.some((o) => o.needs.join() !== a.needs.join() || o.budget !== a.budget)).toBe(true);
  });

  it('when difficulty rises, then the client has more objections, and tougher ones on hard', () => {
    const easy = deriveProfile(TEST_SCENARIO, 'S', 'easy', 'en');
    const hard = deriveProfile(TEST_SCENARIO, 'S', 'hard', 'en');
    expect(easy.objections).toHaveLength(OBJECTION_COUNT.easy);
    expect(hard.objections.length).toBeGreaterThan(easy.objections.length);
    expect(hard.objectionText(hard.objections[0]).length).toBeGreaterThan(easy.objectionText(hard.objections[0]).length);
  });

  it('when the session is in Russian, then the same needs are given in Russian with a rouble budget', () => {
    const ru = deriveProfile(TEST_SCENARIO, 'I', 'easy', 'ru');
    expect(ru.needs.join(' ')).toMatch(/[а-я]/);
    expect(ru.budget).toMatch(/млн ₽$/);
  });

  it('when the scenario mentions investment or relocation, then the client kind follows it', () => {
    expect(clientKind({ ...TEST_SCENARIO, id: 'investment-consultation', title: 'Investment', clientType: 'Investor', description: '' })).toBe('investor');
    expect(clientKind({ ...TEST_SCENARIO, id: 'urgent-relocation', title: 'Corporate Relocation', clientType: '', description: '' })).toBe('relocation');
  });
});
