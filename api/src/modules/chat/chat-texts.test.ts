import { describe, expect, it } from 'vitest';
import { resources } from '@app/i18n/resources';
import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { PERSONALITIES } from '../ai/personalities';
import { builtinScenario } from './chat-scenarios';

describe('chat texts', () => {
  it('when the wizard shows a personality, then it is the one the AI client plays, in both languages', () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const type of ['D', 'I', 'S', 'C'] as const) {
        const { name, title, traits, behavior } = PERSONALITIES[lang][type];
        expect(resources[lang].chat.personalities[type]).toEqual({ name, title, traits, behavior });
      }
    }
  });

  it('when no challenge exists, then every built-in scenario has real content in both languages', () => {
    expect(BUILTIN_SCENARIOS.map((s) => s.id)).toEqual(expect.arrayContaining(['property-inquiry', 'investment-consultation', 'price-negotiation']));
    const titles = BUILTIN_SCENARIOS.map((s) => builtinScenario(s.id, 'en').title);
    expect(titles).toEqual(expect.arrayContaining(['Investor Price Objection', 'First-Time Buyer Inquiry', 'Bulk Purchase Negotiation', 'Off-Plan Inquiry']));
    for (const { id } of BUILTIN_SCENARIOS) {
      for (const lang of ['en', 'ru'] as const) {
        const s = builtinScenario(id, lang);
        expect(s.ai.description.length, `${lang} ${id}`).toBeGreaterThan(80);
        expect(s.ai.clientName).toBeTruthy();
        expect(s.ai.initialMessage).toBeTruthy();
      }
    }
  });
});
