import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { TrainingUploadPage } from './training-upload-page';

describe('TrainingUploadPage', () => {
  it('when the upload page opens, then both cards show and the format example is valid JSON', () => {
    renderWithProviders(<TrainingUploadPage />, { path: '/training-upload' });
    expect(screen.getByRole('heading', { name: 'Add Single Recording' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bulk JSON Upload' })).toBeTruthy();
    const example = JSON.parse(screen.getByLabelText('Required format').textContent ?? '');
    expect(example[0]).toMatchObject({ scenario: 'first-time-buyer', outcome: 'positive' });
    expect(Object.keys(example[0])).toEqual(['transcript', 'scenario', 'outcome', 'notes']);
  });
});
