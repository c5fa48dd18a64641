// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@app/ui/toast';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { ResendForm } from './resend-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = () => new Response(JSON.stringify({ message: 'Verification email sent' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
const render = (initialEmail = '') =>
  renderWithProviders(
    <ToastProvider closeLabel="Close">
      <ResendForm initialEmail={initialEmail} submitLabel="Resend Verification Email" />
    </ToastProvider>,
    { path: '/verify-email' },
  );

describe('ResendForm', () => {
  it('when an address is entered, then it is sent trimmed and the sent toast shows', async () => {
    const fetch = vi.fn(async () => sent());
    vi.stubGlobal('fetch', fetch);
    render();
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: '  nina@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/resend-verification', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'nina@example.com' }) })));
    expect(await screen.findByText('Verification Email Sent')).toBeTruthy();
  });

  it('when the address arrived with the page, then it is the field value', () => {
    render('nina@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('nina@example.com');
  });

  it('when the address is empty, then the "Email Required" toast shows, the field says so and nothing is sent', async () => {
    const fetch = vi.fn(async () => sent());
    vi.stubGlobal('fetch', fetch);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Email Required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the address is not an e-mail, then the field says so and nothing is sent', async () => {
    const fetch = vi.fn(async () => sent());
    vi.stubGlobal('fetch', fetch);
    render();
    const email = screen.getByLabelText('Email');
    fireEvent.input(email, { target: { value: 'nina-at-example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid email address');
    expect(screen.queryByText('Email Required')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
