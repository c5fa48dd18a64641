import { describe, expect, it } from 'vitest';
import { auditLabel } from './audit-label';

describe('audit label', () => {
  it('when a user, a scenario or an upload changed, then the entry is named by name, title or what was uploaded', () => {
    expect(auditLabel({ id: 4, name: 'Maria Petrova', role: 'user' }, { id: 4, name: 'Maria Petrova', role: 'admin' })).toBe('Maria Petrova');
    expect(auditLabel({ id: 2, title: 'Investor Price Objection' }, null)).toBe('Investor Price Objection');
    expect(auditLabel(null, { id: 5, category: 'objection', situation: 'The client says the price is too high' })).toBe('The client says the price is too high');
    expect(auditLabel(null, { processed: 3, scenarios: ['first-time-buyer', 'luxury-investor'], errors: 1 })).toBe('3 × First-time buyer, Luxury investor');
  });

  it('when nothing names the record, then there is no label', () => {
    expect(auditLabel(null, null)).toBeNull();
    expect(auditLabel({ id: 1 }, { id: 1 })).toBeNull();
  });

  it('when the reader reads Russian, then a stored translation and the training scenario names are Russian', () => {
    const phrase = { id: 5, situation: 'The client says the price is too high', translations: { ru: { situation: 'Клиент говорит, что цена слишком высока' } } };
    expect(auditLabel(null, phrase, 'ru')).toBe('Клиент говорит, что цена слишком высока');
    expect(auditLabel(null, phrase, 'en')).toBe('The client says the price is too high');
    expect(auditLabel({ questionId: 'PB-001', question: 'What is a deposit?', translations: '{"ru":{"question":"Что такое задаток?"}}' }, null, 'ru')).toBe('PB-001: Что такое задаток?');
    expect(auditLabel(null, { processed: 2, scenarios: ['first-time-buyer', 'gone-scenario'], errors: 0 }, 'ru')).toBe('2 × Первая покупка, gone-scenario');
  });
});
