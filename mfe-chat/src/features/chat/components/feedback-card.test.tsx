import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { FeedbackCard } from './feedback-card';

const feedback = {
  confidence: 82, clarity: 74, grammar: 95, value: 61, cta: 40,
  strengths: ['Clear benefit', 'Warm tone', 'Third strength'],
  suggestions: ['Name a time', 'Quote a figure', 'Third tip'],
  nextLevel: 'Close with a specific viewing slot.',
};

function metric(label: string) {
  return screen.getByText(label).closest('div')!.querySelector('dd')!.textContent;
}

describe('FeedbackCard', () => {
  it('when feedback is shown, then every metric is a percentage with the overall score from the spec formula', () => {
    renderWithProviders(<FeedbackCard feedback={feedback} />);
    expect(metric('Confidence')).toBe('82%');
    expect(metric('Clarity')).toBe('74%');
    expect(metric('Grammar')).toBe('95%');
    expect(metric('Value')).toBe('61%');
    expect(metric('Call to Action')).toBe('40%');
    // (82 + 74 + 61 + 40) / 4 = 64.25, grammar left out.
    expect(screen.getByText('Overall score').parentElement!.textContent).toContain('64%');
  });

  it('when there are more than two strengths and tips, then only the first two of each show, under Quick Tips, with Focus Next', () => {
    renderWithProviders(<FeedbackCard feedback={feedback} />);
    const strengths = screen.getByRole('heading', { name: 'Strengths' }).parentElement!;
    expect(within(strengths).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Clear benefit', 'Warm tone']);
    const tips = screen.getByRole('heading', { name: 'Quick Tips' }).parentElement!;
    expect(within(tips).getAllByRole('listitem').map((li) => li.firstChild!.textContent)).toEqual(['Name a time', 'Quote a figure']);
    expect(screen.getByRole('heading', { name: 'Focus Next' }).parentElement!.textContent).toContain('Close with a specific viewing slot.');
    expect(screen.queryByText('Third strength')).toBeNull();
    expect(screen.queryByText('Third tip')).toBeNull();
  });

  it('when the interface is Russian, then the labels are Russian', () => {
    renderWithProviders(<FeedbackCard feedback={feedback} />, { language: 'ru' });
    expect(screen.getByRole('heading', { name: 'Быстрые советы' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Следующий фокус' })).toBeTruthy();
    expect(screen.getByText('Призыв к действию')).toBeTruthy();
  });

  it('when the feedback has compliance risks, then a warning with each risk shows above the metrics', () => {
    renderWithProviders(
      <FeedbackCard feedback={{ ...feedback, confidence: 40, compliance: [{ kind: 'fair-housing', message: 'You chose an area by its residents.' }] }} />,
    );
    const warning = screen.getByTestId('feedback-compliance');
    expect(within(warning).getByRole('heading', { name: 'Compliance warning' })).toBeTruthy();
    expect(warning.textContent).toContain('Fair housing. You chose an area by its residents.');
    expect(warning.compareDocumentPosition(screen.getByText('Overall score')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when a finding names its category, then the warning shows the category, the agent\'s words, why and what to say instead, in Russian too', () => {
    const issue = { kind: 'fraud' as const, category: 'price-fraud' as const, message: 'Price fraud.', quote: 'the rest in cash', explanation: 'Understating the price is tax fraud.', compliantLine: 'The contract states the full price.' };
    renderWithProviders(<FeedbackCard feedback={{ ...feedback, confidence: 40, compliance: [issue] }} />);
    const warning = screen.getByTestId('feedback-compliance');
    expect(warning.textContent).toContain('Price fraud Understating the price is tax fraud.');
    expect(warning.textContent).toContain('You wrote the rest in cash');
    expect(warning.textContent).toContain('Say instead The contract states the full price.');
    cleanup();
    renderWithProviders(<FeedbackCard feedback={{ ...feedback, compliance: [issue] }} />, { language: 'ru' });
    expect(screen.getByTestId('feedback-compliance').textContent).toContain('Занижение цены');
    expect(screen.getByTestId('feedback-compliance').textContent).toContain('Скажите иначе');
  });

  it('when there is no compliance risk, then no warning shows', () => {
    renderWithProviders(<FeedbackCard feedback={feedback} />);
    expect(screen.queryByTestId('feedback-compliance')).toBeNull();
  });

  it('when Save is pressed on a tip, then it goes to My phrases with its message and says so', async () => {
    const calls = mockApi({ 'POST /api/saved-phrases': (body) => ({ id: 1, ...(body as object), createdAt: '2026-11-22T10:00:00.000Z' }) });
    renderWithProviders(<FeedbackCard feedback={feedback} messageId={42} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save to My phrases: Name a time' }));
    expect(await screen.findByRole('button', { name: 'Saved to My phrases: Name a time' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/saved-phrases', body: { text: 'Name a time', source: 'message:42' } });
  });
});
