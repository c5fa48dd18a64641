import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISC_QUESTIONS, scoreDisc } from '@app/contracts/disc';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { DiscAssessmentPage } from './disc-assessment-page';

const analysis = { communicationStyle: 'Direct.', decisionMaking: 'Fast.', stressResponse: 'Takes control.', motivationFactors: ['Goals', 'Authority', 'Challenge'], potentialBlindSpots: ['Feelings', 'Rushing', 'Listening'] };

function pickTrait(trait: 'D' | 'I' | 'S' | 'C', questionIndex: number) {
  const option = DISC_QUESTIONS[questionIndex]!.options.find((o) => o.trait === trait)!;
  fireEvent.click(screen.getAllByRole('radio')[['a', 'b', 'c', 'd'].indexOf(option.id)]!);
}

describe('DiscAssessmentPage', () => {
  it('when the assessment starts, then it shows question 1 of 24, Next disabled, Previous disabled, no slider yet', () => {
    renderWithProviders(<DiscAssessmentPage />, { path: '/disc-assessment' });
    expect(screen.getByText('Question 1 of 24')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('when an option is picked, then the intensity slider shows at 3; Previous restores the earlier answer and intensity', () => {
    renderWithProviders(<DiscAssessmentPage />, { path: '/disc-assessment' });
    pickTrait('C', 0);
    const slider = screen.getByRole('slider') as HTMLInputElement;
    expect(slider.value).toBe('3');
    fireEvent.change(slider, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 24')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 24')).toBeTruthy();
    const checked = screen.getAllByRole('radio').find((r) => (r as HTMLInputElement).checked) as HTMLInputElement;
    expect(checked.value).toBe(DISC_QUESTIONS[0]!.options.find((o) => o.trait === 'C')!.id);
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('5');
  });

  it('when all 24 are answered, then Complete Assessment saves the responses and the results link to coaching and progress', { timeout: 60_000 }, async () => {
    const calls = mockApi({
      'POST /api/disc-assessments': (body) => ({ id: 1, userId: 7, assessmentType: 'initial', responses: (body as { responses: Parameters<typeof scoreDisc>[0] }).responses, results: { ...scoreDisc((body as { responses: Parameters<typeof scoreDisc>[0] }).responses), detailedAnalysis: analysis }, createdAt: '2026-11-22T10:00:00.000Z' }),
    });
    renderWithProviders(<DiscAssessmentPage />, { path: '/disc-assessment', user: { id: 7 } });
    for (let i = 0; i < 24; i += 1) {
      pickTrait('D', i);
      fireEvent.click(screen.getByRole('button', { name: i === 23 ? 'Complete Assessment' : 'Next' }));
    }
    await screen.findByTestId('disc-results');
    expect(screen.getByText('Primary style: Dominant')).toBeTruthy();
    expect(screen.getByText('Dominance').nextSibling!.textContent).toBe('100%');
    expect(screen.getByRole('link', { name: 'View Personalized Coaching Content' }).getAttribute('href')).toBe('/coach?tab=disc');
    expect(screen.getByRole('link', { name: 'View Your Progress' }).getAttribute('href')).toBe('/progress');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/disc-assessments' });
    expect((calls[0]!.body as { responses: unknown[] }).responses).toHaveLength(24);
  });
});
