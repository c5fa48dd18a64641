import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { AdminPanelPage } from './admin-panel-page';

describe('AdminPanelPage', () => {
  it('when the admin panel opens, then question management shows first with the quiz categories', () => {
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
    expect(screen.getByText('Manage users and quiz content')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('tab', { name: 'Question Management', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Question Database' })).toBeTruthy();
    expect(screen.getByText('Manage quiz questions by category')).toBeTruthy();
    expect(screen.getByText('Legal & Compliance')).toBeTruthy();
  });

  it('when the User Management tab is chosen, then the user table shows its columns', () => {
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(screen.getByRole('tab', { name: 'User Management' }));
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['User', 'Role', 'Quizzes', 'Avg Score', 'Streak', 'Joined', 'Actions']);
    expect(screen.queryByRole('heading', { name: 'Question Database' })).toBeNull();
  });
});
