import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatSession } from '@app/contracts/chat';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { ChatHeader } from './chat-header';

const session: ChatSession = {
  id: 5, userId: 7, type: 'chat', scenario: 'x', scenarioKey: 'bulk-purchase-negotiation', challengeId: null,
  scenarioTitle: 'Переговоры об оптовой покупке нескольких квартир', personality: 'D', difficulty: 'medium', language: 'ru',
  score: 0, completed: false, completedAt: null, createdAt: '2026-11-21T10:00:00.000Z', messageCount: 1,
};

describe('ChatHeader', () => {
  it('when the scenario title is long (Russian), then it wraps in full instead of being cut with an ellipsis', () => {
    renderWithProviders(<ChatHeader session={session} score={0} backLabel="Назад" onBack={vi.fn()} />, { path: '/chat', language: 'ru' });
    const title = screen.getByTestId('chat-scenario-title');
    expect(title.textContent).toBe(session.scenarioTitle);
    const style = getComputedStyle(title);
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.overflow).not.toBe('hidden');
  });
});
