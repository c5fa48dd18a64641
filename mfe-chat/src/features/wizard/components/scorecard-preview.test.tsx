import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { ScorecardPreview } from './scorecard-preview';

afterEach(() => vi.unstubAllGlobals());

const card = {
  scenarioId: 'challenge-12', passMark: 75,
  criteria: [
    { id: 'c1', title: 'Asks about budget and timeline', description: 'Finds out what the client can spend and by when.', weight: 2 },
    { id: 'c2', title: 'Books a viewing', description: 'Proposes a viewing at a named time.', weight: 1 },
  ],
};

describe('ScorecardPreview', () => {
  it("when the scenario's card loads, then \"What you'll be scored on\" lists each criterion with its weight and the pass mark", async () => {
    const calls = mockApi({ 'GET /api/scenarios/challenge-12/scorecard': () => card });
    renderWithProviders(<ScorecardPreview scenarioKey="challenge-12" />);
    const box = await screen.findByTestId('scorecard-preview');
    expect(screen.getByRole('heading', { name: "What you'll be scored on" })).toBeTruthy();
    expect(box.textContent).toContain('Pass mark 75/100');
    expect(box.textContent).toContain('Asks about budget and timeline weight 2');
    expect(box.textContent).toContain('Proposes a viewing at a named time.');
    expect(calls).toHaveLength(1);
  });

  it('when the card cannot be loaded, then it says so', async () => {
    mockApi({});
    renderWithProviders(<ScorecardPreview scenarioKey="property-inquiry" />);
    expect(await screen.findByText('The scorecard could not be loaded.')).toBeTruthy();
  });
});
