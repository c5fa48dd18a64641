import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemoteAppProps } from '@app/shell-sdk/props';
import { RemotePropsContext } from '@app/shell-sdk/use-remote-props';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProgressPage } from './progress-page';

const props = { user: { id: 7, name: 'Maria Lopez', username: 'maria', email: 'maria@example.com', role: 'user' } } as RemoteAppProps;

describe('ProgressPage', () => {
  it('when the progress page opens, then it greets the signed-in user and links to the assessment and coaching', () => {
    renderWithProviders(
      <RemotePropsContext.Provider value={props}>
        <ProgressPage />
      </RemotePropsContext.Provider>,
      '/progress',
    );
    expect(screen.getByRole('heading', { name: 'Your Progress' })).toBeTruthy();
    expect(screen.getByText('Maria Lopez')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the DISC Assessment' }).getAttribute('href')).toBe('/disc-assessment');
    expect(screen.getByRole('link', { name: 'Open Coach Me' }).getAttribute('href')).toBe('/coach');
  });
});
