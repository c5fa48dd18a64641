// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { DeviceSection } from './device-section';

afterEach(cleanup);

describe('DeviceSection', () => {
  it('when the settings open, then This device keeps the debug details behind Debug Info, in Russian too', () => {
    renderWithProviders(<DeviceSection />);
    const debug = screen.getByTestId('device-debug');
    expect(screen.getByRole('heading', { name: 'This device' })).toBeTruthy();
    expect(within(debug).getByText('Debug Info').tagName).toBe('SUMMARY');
    expect(within(debug).getByText('Service worker')).toBeTruthy();
    expect(within(debug).getByText('User agent').nextSibling!.textContent).toBe(navigator.userAgent);
    cleanup();
    renderWithProviders(<DeviceSection />, { language: 'ru' });
    expect(screen.getByRole('heading', { name: 'Это устройство' })).toBeTruthy();
  });
});
