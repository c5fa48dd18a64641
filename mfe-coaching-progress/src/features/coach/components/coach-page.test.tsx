import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { CoachPage } from './coach-page';

const card = () => screen.getByRole('article');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('CoachPage', () => {
  it('when the coach page opens, then the first objection phrase shows with all its parts', () => {
    renderWithProviders(<CoachPage />, { path: '/coach' });
    expect(screen.getByRole('heading', { name: 'Coach Me' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Phrase Bank', selected: true })).toBeTruthy();
    const text = card().textContent;
    expect(text).toContain('The client says the price is too high.');
    expect(text).toContain('1 of 3');
    expect(text).toContain('Avoid saying');
    expect(text).toContain('Try this instead');
    expect(text).toContain('Pro Tip');
    expect(screen.getByRole('link', { name: 'Practice with Voice' }).getAttribute('href')).toBe('/voice');
    expect(screen.getByRole('link', { name: 'Practice in Chat' }).getAttribute('href')).toBe('/chat');
  });

  it('when Previous is pressed on the first phrase, then it wraps to the last, and a dot jumps to its phrase', () => {
    renderWithProviders(<CoachPage />, { path: '/coach' });
    click('Previous');
    expect(card().textContent).toContain('3 of 3');
    click('Next');
    expect(card().textContent).toContain('1 of 3');
    click('Show phrase 2');
    expect(card().textContent).toContain('The client says they need to think about it.');
  });

  it('when another category is chosen, then it starts at its first phrase', () => {
    renderWithProviders(<CoachPage />, { path: '/coach' });
    click('Next');
    click('Call-to-Action');
    expect(card().textContent).toContain('1 of 2');
    expect(card().textContent).toContain('Would Thursday at 6 pm or Saturday morning suit you better for a viewing?');
  });

  it('when the DISC Profile tab is chosen, then the four styles and the assessment link show', () => {
    renderWithProviders(<CoachPage />, { path: '/coach' });
    fireEvent.click(screen.getByRole('tab', { name: 'DISC Profile' }));
    const panel = screen.getByRole('tabpanel');
    for (const name of ['Dominant', 'Influencer', 'Steady', 'Compliant']) {
      expect(within(panel).getByRole('heading', { name })).toBeTruthy();
    }
    expect(within(panel).getByRole('link', { name: 'Take the DISC Assessment' }).getAttribute('href')).toBe('/disc-assessment');
  });
});
