import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VoiceAnalysisResult } from '@app/contracts/voice';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { AnalysisResult } from './analysis-result';

const base: VoiceAnalysisResult = {
  id: 1, score: 70, confidence: 72, clarity: 75, energy: 64,
  fillerWords: { count: 0, words: [] },
  pace: { wpm: 138, rating: 'good', band: { min: 120, max: 160 } },
  feedback: 'Solid delivery.', suggestions: ['Keep it up.'], createdAt: '2026-11-25T00:00:00.000Z',
};
const typed: VoiceAnalysisResult = { ...base, energy: null, pace: { wpm: null, rating: null, band: { min: 120, max: 160 } } };

describe('AnalysisResult', () => {
  it('when pace was measured, then the pace and the energy bar show', () => {
    renderWithProviders(<AnalysisResult result={base} />, { path: '/voice' });
    expect(screen.getByText(/Pace: 138 words per minute/)).toBeTruthy();
    expect(screen.getByText('Energy')).toBeTruthy();
  });

  it.each([
    ['en', /Pace and energy not measured/, 'Energy'],
    ['ru', /Темп и энергичность не измерены/, 'Энергия'],
  ] as const)('when the words were typed (%s), then it says pace and energy were not measured and shows no figure', (language, message, energy) => {
    renderWithProviders(<AnalysisResult result={typed} />, { path: '/voice', language });
    expect(screen.getByTestId('pace-unmeasured').textContent).toMatch(message);
    expect(screen.queryByText(energy)).toBeNull();
    expect(screen.queryByText(/words per minute|слов в минуту/)).toBeNull();
  });
});
