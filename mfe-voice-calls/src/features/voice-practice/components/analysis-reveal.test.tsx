import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { VoiceAnalysisResult } from '@app/contracts/voice';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { AnalysisResult } from './analysis-result';

const result: VoiceAnalysisResult = {
  id: 1, score: 70, confidence: 72, clarity: 75, energy: 64,
  fillerWords: { count: 0, words: [] },
  pace: { wpm: 138, rating: 'good', band: { min: 120, max: 160 } },
  feedback: 'Solid delivery.', suggestions: ['Keep it up.'], createdAt: '2026-11-25T00:00:00.000Z',
};

describe('AnalysisResult reveal', () => {
  it('when Analyze My Answer returns a result, then the result is scrolled into view (clear of the navigation) and focused', () => {
    const scrolled: Array<{ el: Element; options: unknown }> = [];
    // jsdom has no scrollIntoView.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options: unknown) {
        scrolled.push({ el: this, options });
      },
    });
    onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView);
    renderWithProviders(<AnalysisResult result={result} />, { path: '/voice' });
    const card = screen.getByTestId('voice-analysis');
    expect(scrolled).toEqual([{ el: card, options: expect.objectContaining({ block: 'start' }) }]);
    expect(document.activeElement).toBe(card);
  });
});
