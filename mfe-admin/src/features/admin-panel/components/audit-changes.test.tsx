// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { AuditChanges } from './audit-changes';

afterEach(cleanup);

const before = { role: 'user', difficulty: 'beginner', category: 'client-handling', question: 'What is a deposit?', scenarios: ['first-time-buyer'] };
const after = { role: 'admin', difficulty: 'advanced', category: 'legal-compliance', question: 'Define a deposit.', scenarios: ['luxury-investor', 'unknown-one'] };
const rows = () => screen.getAllByTestId('audit-change').map((r) => [...r.children].map((c) => c.textContent));

describe('AuditChanges', () => {
  it('when read in Russian, then field names and stored codes are Russian while written text stays as written', () => {
    renderWithProviders(<AuditChanges before={before} after={after} />, { language: 'ru' });
    expect(rows()).toEqual([
      ['Роль', 'Пользователь', 'Администратор'],
      ['Сложность', 'Начальный', 'Продвинутый'],
      ['Категория', 'Работа с клиентами', 'Право и комплаенс'],
      ['Вопрос', 'What is a deposit?', 'Define a deposit.'],
      ['Сценарии', 'Первая покупка', expect.stringMatching(/^[А-Яа-яЁё ]+, unknown-one$/)],
    ]);
  });

  it('when read in English, then the same codes read in English', () => {
    renderWithProviders(<AuditChanges before={before} after={after} />, { language: 'en' });
    expect(rows().slice(0, 3)).toEqual([
      ['Role', 'User', 'Admin'],
      ['Difficulty', 'Beginner', 'Advanced'],
      ['Category', 'Client handling', 'Legal & compliance'],
    ]);
  });
});
