import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { CallTrainingPage } from './call-training-page';

afterEach(() => vi.unstubAllGlobals());

describe('CallTrainingPage', () => {
  it('when the user called before, then the last number is filled in and stays editable', async () => {
    mockApi({ 'GET /api/calls/last-number': () => ({ phoneNumber: '+15550102030' }) });
    renderWithProviders(<CallTrainingPage />, { path: '/voice-call' });
    const phone = screen.getByLabelText('Your phone number') as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('+15550102030'));
    expect((screen.getByRole('button', { name: 'Start Training Call' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(phone, { target: { value: '+44 20 7946 0958' } });
    expect(phone.value).toBe('+44 20 7946 0958');
  });

  it('when the user has never called, then the number field stays empty', async () => {
    const calls = mockApi({ 'GET /api/calls/last-number': () => ({ phoneNumber: null }) });
    renderWithProviders(<CallTrainingPage />, { path: '/voice-training' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/calls/last-number')).toBe(true));
    expect((screen.getByLabelText('Your phone number') as HTMLInputElement).value).toBe('');
  });

  it('when the call training page opens, then the four clients show with type, difficulty and description and the empty state', () => {
    renderWithProviders(<CallTrainingPage />, { path: '/voice-training' });
    expect(screen.getByRole('heading', { name: 'Phone Call Training' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards[1].textContent).toContain('Luxury Investment Opportunity');
    expect(cards[1].textContent).toContain('Michael Chen');
    expect(cards[1].textContent).toContain('Client type: Luxury investor');
    expect(cards[1].textContent).toContain('Hard');
    expect(cards[3].textContent).toContain('Easy');
    expect(screen.getByText('Start a training call to see live transcript and performance metrics.')).toBeTruthy();
  });

  it('when there is no phone or scenario, then Start Training Call is disabled', () => {
    renderWithProviders(<CallTrainingPage />, { path: '/voice-training' });
    const start = screen.getByRole('button', { name: 'Start Training Call' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your phone number'), { target: { value: '+1 555 010 2030' } });
    expect(start.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'family-upgrade' } });
    expect(start.disabled).toBe(false);
  });

  it('when /voice-advanced opens the screen, then its preset client is already chosen', () => {
    renderWithProviders(<CallTrainingPage />, { path: '/voice-advanced' });
    expect((screen.getByLabelText('Scenario') as HTMLSelectElement).value).toBe('luxury-investor');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it.each([
    ['en', '/voice-realistic', 'Realistic Training', 'Phone call training with Sarah Johnson (First-time buyer) already chosen.'],
    ['ru', '/voice-call', 'Телефонный звонок', 'Тренировка телефонного звонка: клиент'],
  ] as const)('when a preset route opens (%s %s), then the page is titled as the menu names it and says which client is preset', (language, path, title, intro) => {
    renderWithProviders(<CallTrainingPage />, { path, language });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByTestId('mfe-voice-training').textContent).toContain(intro);
  });
});
