import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { ChatInput } from './chat-input';

const field = () => screen.getByPlaceholderText('Type your response...') as HTMLTextAreaElement;

describe('ChatInput', () => {
  it('when Enter is pressed, then the trimmed text is sent and the field clears', async () => {
    const onSend = vi.fn(async () => true);
    renderWithProviders(<ChatInput disabled={false} onSend={onSend} />);
    fireEvent.change(field(), { target: { value: '  Hello there  ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello there'));
    await waitFor(() => expect(field().value).toBe(''));
  });

  it('when Shift+Enter is pressed, then nothing is sent', () => {
    const onSend = vi.fn(async () => true);
    renderWithProviders(<ChatInput disabled={false} onSend={onSend} />);
    fireEvent.change(field(), { target: { value: 'Line one' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('when the text is empty or only spaces, then Enter and the button send nothing', () => {
    const onSend = vi.fn(async () => true);
    renderWithProviders(<ChatInput disabled={false} onSend={onSend} />);
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    fireEvent.submit(field().form!);
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when a send is pending, then the field is disabled', () => {
    renderWithProviders(<ChatInput disabled onSend={vi.fn(async () => true)} />);
    expect(field().disabled).toBe(true);
  });

  it('when the send fails, then the text comes back', async () => {
    renderWithProviders(<ChatInput disabled={false} onSend={vi.fn(async () => false)} />);
    fireEvent.change(field(), { target: { value: 'Try me' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(field().value).toBe('Try me'));
  });

  it('when the text holds a control character, then the contract\'s message is shown on the field and nothing is sent', async () => {
    const onSend = vi.fn(async () => true);
    renderWithProviders(<ChatInput disabled={false} onSend={onSend} />);
    fireEvent.change(field(), { target: { value: 'Hello\u0007there' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Remove invisible or control characters from this text');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(field().value).toBe('Hello\u0007there');
    expect(onSend).not.toHaveBeenCalled();
  });
});
