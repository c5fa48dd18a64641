// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { DeleteAccountSection } from './delete-account-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function submitWithPassword() {
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
}

describe('DeleteAccountSection', () => {
  it('when the form is sent, then the app asks first; Cancel sends nothing, the confirm button sends DELETE and a failure closes the dialog', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'Invalid password' }), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<DeleteAccountSection />);
    submitWithPassword();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    submitWithPassword();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/account', expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ password: 'secret-password' }) })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
