import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { ProgressPage } from './progress-page';

describe('ProgressPage', () => {
  it('when the progress page opens, then it greets the signed-in user and links to the assessment and coaching', () => {
    renderWithProviders(<ProgressPage />, { path: '/progress', user: { name: 'Maria Lopez' } });
    expect(screen.getByRole('heading', { name: 'Your Progress' })).toBeTruthy();
    expect(screen.getByText('Maria Lopez')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the DISC Assessment' }).getAttribute('href')).toBe('/disc-assessment');
    expect(screen.getByRole('link', { name: 'Open Coach Me' }).getAttribute('href')).toBe('/coach');
  });
});
