import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DiscResult } from '@app/contracts/disc';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { NaturalAdapted } from './natural-adapted';

const analysis = { communicationStyle: '', decisionMaking: '', stressResponse: '', motivationFactors: [], potentialBlindSpots: [] };
const result = (natural: DiscResult['naturalVsAdapted']['natural'], adapted: DiscResult['naturalVsAdapted']['adapted'], primaryStyle: DiscResult['primaryStyle']): DiscResult => ({
  dominance: 0, influence: 0, steadiness: 0, conscientiousness: 0, primaryStyle, naturalVsAdapted: { natural, adapted }, detailedAnalysis: analysis,
});

describe('NaturalAdapted', () => {
  it('when the natural row leads with another style than the primary, then each row names its leader in the shared names and says how they make the primary', () => {
    renderWithProviders(<NaturalAdapted results={result({ D: 18, I: 0, S: 36, C: 0 }, { D: 72, I: 0, S: 0, C: 0 }, 'D')} />);
    const card = screen.getByTestId('disc-natural-adapted');
    const natural = within(card).getByRole('row', { name: /Natural/ });
    expect(within(natural).getAllByRole('cell').map((c) => c.textContent)).toEqual(['33%', '0%', '67%', '0%']);
    expect(within(card).getByText('Natural leads with Steady')).toBeTruthy();
    expect(within(card).getByText('Adapted leads with Dominant')).toBeTruthy();
    expect(within(card).getByText(/Your primary style, Dominant, counts all 24 answers together/)).toBeTruthy();
  });

  it('when both rows lead with the primary style, then it says so, in Russian too', () => {
    renderWithProviders(<NaturalAdapted results={result({ D: 0, I: 0, S: 0, C: 30 }, { D: 0, I: 9, S: 0, C: 27 }, 'C')} />, { language: 'ru' });
    expect(screen.getByText('В обеих строках ведёт ваш основной стиль — Добросовестный.')).toBeTruthy();
  });
});
