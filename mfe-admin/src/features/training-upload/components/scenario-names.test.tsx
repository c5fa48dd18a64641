import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { TrainingUploadPage } from './training-upload-page';

afterEach(() => vi.unstubAllGlobals());

const chatScenario = {
  id: 5, title: 'Parking Objection', description: '', scenario: '', type: 'chat', difficulty: 'medium', category: 'objection', clientName: '', clientType: '',
  initialMessage: 'Where do I park?', expectedResponse: '', tips: [], isActive: true, createdAt: '2026-11-22T10:00:00.000Z',
  translations: { ru: { title: 'Возражение о парковке' } },
};

describe('training upload scenario names in the reader language', () => {
  it('when the admin reads in Russian, then the chat scenarios and the queue name them in Russian', async () => {
    mockApi({ 'GET /api/scenarios': () => [chatScenario, { ...chatScenario, id: 6, title: 'Untranslated One', translations: {} }] });
    renderWithProviders(<TrainingUploadPage />, { path: '/training-upload', language: 'ru' });
    expect(await screen.findByRole('option', { name: 'Возражение о парковке' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Untranslated One' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Первая покупка' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Расшифровка'), { target: { value: 'Агент: разрешение стоит 20 в месяц.' } });
    fireEvent.change(screen.getByLabelText('Сценарий'), { target: { value: 'challenge-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в очередь загрузки' }));
    expect(await screen.findByText('Возражение о парковке', { selector: 'strong' })).toBeTruthy();
  });
});
