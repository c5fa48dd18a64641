// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { RegisterPage } from './register-page';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('RegisterPage', () => {
  it('when submitted empty, then every field is marked invalid and described by its message', async () => {
    renderWithProviders(<RegisterPage />, { path: '/register' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const name = screen.getByLabelText('Full Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(name.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('This field is required');
    for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
  });

  it('when the passwords differ and the name hides a bidi override, then those two fields say so and the rest are valid', async () => {
    renderWithProviders(<RegisterPage />, { path: '/register' });
    type('Full Name', 'Nina\u202EkraP');
    type('Username', 'nina');
    type('Email', 'nina@example.com');
    type('Password', 'open-house-2026');
    type('Confirm Password', 'open-house-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const confirm = screen.getByLabelText('Confirm Password');
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe('Passwords do not match');
    const name = screen.getByLabelText('Full Name');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Remove invisible or control characters from this text');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });
});
