// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { ScorecardView, type ScorecardViewCard } from './scorecard-view';
import { createTheme } from './theme';

afterEach(cleanup);

// A translate function as the apps pass theirs: the key with its figures, enough to read the layout.
const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);

const card: ScorecardViewCard = {
  passMark: 70,
  score: 55,
  passed: false,
  medal: null,
  criteria: [
    { id: 'needs', title: 'Finds out the need', status: 'met', evidence: 'What matters most?', betterLine: null },
    { id: 'next', title: 'Books a next step', status: 'missed', evidence: null, betterLine: 'Shall we meet on Friday?' },
  ],
  compliance: { passed: false, findings: [{ quote: 'It is guaranteed', explanation: 'No promises of returns', compliantLine: 'Past returns were 5%' }] },
};

describe('ScorecardView', () => {
  it('when a card is shown, then it is a region named by its heading, its text is its words alone and each criterion carries its status', () => {
    render(
      <ThemeProvider theme={createTheme('dark')}>
        <ScorecardView card={card} t={t as never} testId="session-scorecard" />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'title' });
    expect(region.dataset.testid).toBe('session-scorecard');
    expect(screen.getAllByTestId('criterion').map((c) => c.dataset.status)).toEqual(['met', 'missed']);
    // Status marks are drawn, not written: what is read and copied is the card's words.
    expect(screen.getAllByTestId('criterion')[0]!.textContent).toBe('Finds out the needstatus.metevidence: «What matters most?»');
    expect(screen.getByTestId('scorecard-compliance').textContent).toBe('complianceFailed');
    expect(within(region).getByText('medal.none')).toBeTruthy();
    expect(region.textContent).toContain('«It is guaranteed»');
    expect(region.textContent).toContain('compliantLine: Past returns were 5%');
  });
});
