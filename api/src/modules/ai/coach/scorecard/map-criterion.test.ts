import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { builtinCard } from '../../../scorecards/builtin-cards';
import { criterionCheck } from '@app/contracts/criterion-check';

describe('an admin criterion in free text is mapped to a judgment the coach can make', () => {
  it.each(['en', 'ru'] as const)('when a built-in card is written in %s, then each title maps to the check the card declares', (lang) => {
    for (const key of [...BUILTIN_SCENARIOS.map((s) => s.id), 'default' as const]) {
      for (const c of builtinCard(key, lang).criteria) expect(criterionCheck(c.title, c.description), `${key} ${c.title}`).toBe(c.check);
    }
  });

  it.each([
    ['Asks about budget and move-in date', 'budget-timeline'],
    ['Handles the client’s price objection', 'objection'],
    ['Books a viewing', 'next-step'],
    ['Asks open questions to discover motivation', 'discovery'],
    ['No fair housing violations', 'compliance'],
    ['Uses market data', 'evidence'],
    ['Polite, no pushy tone', 'tone'],
    ['Спрашивает о бюджете', 'budget-timeline'],
    ['Назначает встречу', 'next-step'],
    ['Работает с возражением клиента', 'objection'],
  ])('when the criterion reads "%s", then the coach checks it as %s', (title, check) => {
    expect(criterionCheck(title)).toBe(check);
  });

  it('when the title names nothing the coach knows, then the description decides, and with neither it is for the openai provider only', () => {
    expect(criterionCheck('Mirror the client', 'Acknowledges how the client feels')).toBe('empathy');
    expect(criterionCheck('Mentions the school catchment area', 'Names the local primary school')).toBeNull();
    expect(criterionCheck('Упоминает школу рядом')).toBeNull();
  });
});
