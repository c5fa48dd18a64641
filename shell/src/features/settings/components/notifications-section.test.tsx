// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { NotificationsSection } from './notifications-section';

afterEach(cleanup);

describe('NotificationsSection', () => {
  it('when the e-mail is not verified, then the push switch is disabled and the status says why', () => {
    renderWithProviders(<NotificationsSection emailVerified={false} />);
    expect((screen.getByTestId('push-switch') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Please verify your email address first.');
  });
});
