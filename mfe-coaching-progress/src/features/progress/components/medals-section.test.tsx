import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { MedalsSection } from './medals-section';

const medals = [
  { scenarioId: 'property-inquiry', title: 'Property Inquiry', kind: 'chat', medal: 'gold', bestScore: 92, attempts: 3 },
  { scenarioId: 'first-time-buyer', title: 'First-Time Buyer Consultation', kind: 'call', medal: null, bestScore: 55, attempts: 1 },
];

describe('MedalsSection', () => {
  it('when the medals load, then each scenario shows its best medal, best score and attempts, with the count per metal', async () => {
    const calls = mockApi({ 'GET /api/users/7/medals': () => medals });
    renderWithProviders(<MedalsSection />, { path: '/progress', user: { id: 7 } });
    const gold = await screen.findByTestId('medal-property-inquiry');
    expect(within(gold).getByText('Property Inquiry')).toBeTruthy();
    expect(within(gold).getByText('Gold medal')).toBeTruthy();
    expect(within(gold).getByText('Best 92/100')).toBeTruthy();
    expect(within(gold).getByText('Chat · Attempts: 3')).toBeTruthy();
    expect(within(screen.getByTestId('medal-first-time-buyer')).getByText('No medal')).toBeTruthy();
    expect(screen.getByText('1 gold · 0 silver · 0 bronze')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/users/7/medals']);
  });

  it('when there are none, then an empty state leads to a practice chat', async () => {
    mockApi({ 'GET /api/users/7/medals': () => [] });
    renderWithProviders(<MedalsSection />, { path: '/progress', user: { id: 7 } });
    expect(await screen.findByText('No medals yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a practice chat' }).getAttribute('href')).toBe('/chat');
  });

  it('when shown in Russian, then the texts are Russian', async () => {
    mockApi({ 'GET /api/users/7/medals': () => medals });
    renderWithProviders(<MedalsSection />, { path: '/progress', user: { id: 7 }, language: 'ru' });
    expect(await screen.findByText('Золотая медаль')).toBeTruthy();
    expect(screen.getByText('Медали')).toBeTruthy();
    expect(screen.getByText('Лучший результат 92/100')).toBeTruthy();
  });

  it('when the request fails, then an error is shown', async () => {
    mockApi({});
    renderWithProviders(<MedalsSection />, { path: '/progress', user: { id: 7 } });
    expect((await screen.findByRole('alert')).textContent).toBe('Your medals could not be loaded.');
  });
});
