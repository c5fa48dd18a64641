// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '@app/contracts/notifications';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { NotificationItem } from './notification-item';

afterEach(cleanup);

const challenge: AppNotification = {
  id: 7,
  type: 'challenge',
  priority: 'high',
  title: 'notifications:items.dailyChallenge.title',
  message: 'notifications:items.dailyChallenge.message',
  params: { title: 'Investor Price Objection' },
  action: { label: 'notifications:actions.startChallenge', href: '/chat' },
  read: false,
  createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  count: 1,
};

describe('NotificationItem', () => {
  it('when stored as keys, then it reads in English with its type, time and action', () => {
    renderWithProviders(<NotificationItem notification={challenge} onDismiss={() => undefined} onAction={() => undefined} />);
    expect(screen.getByText('New daily challenge')).toBeTruthy();
    expect(screen.getByText(/Today: Investor Price Objection\./)).toBeTruthy();
    expect(screen.getByText('Challenge')).toBeTruthy();
    expect(screen.getByText('2 hours ago')).toBeTruthy();
    expect(screen.getByText('High priority')).toBeTruthy();
  });

  it('when the language is Russian, then the same notification reads in Russian', () => {
    renderWithProviders(<NotificationItem notification={challenge} onDismiss={() => undefined} onAction={() => undefined} />, { language: 'ru' });
    expect(screen.getByText('Новое задание дня')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Начать задание' })).toBeTruthy();
  });

  it('when dismissed or acted on, then the callbacks get the item and its link', () => {
    const onDismiss = vi.fn();
    const onAction = vi.fn();
    renderWithProviders(<NotificationItem notification={challenge} onDismiss={onDismiss} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: New daily challenge' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onAction).toHaveBeenCalledWith('/chat');
  });
});
