import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { AnswerBox } from './answer-box';

type Handler = ((e: unknown) => void) | null;
/** A stand-in for the browser's SpeechRecognition that the test drives. */
class FakeRecognition {
  static last: FakeRecognition;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: Handler = null;
  onerror: Handler = null;
  onend: Handler = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {}
  stop() {
    this.onend?.(undefined);
  }
  hear(...parts: string[]) {
    this.onresult?.({ resultIndex: 0, results: Object.assign(parts.map((p, i) => ({ isFinal: i < parts.length - 1, 0: { transcript: p } })), { length: parts.length }) });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('AnswerBox', () => {
  it('when the agent answers by voice, then interim words fill the answer and Stop and send sends them', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const onSend = vi.fn(async () => undefined);
    renderWithProviders(<AnswerBox onSend={onSend} busy={false} />, { language: 'ru' });
    fireEvent.click(screen.getByRole('button', { name: 'Ответить голосом' }));
    const r = FakeRecognition.last;
    expect([r.lang, r.continuous, r.interimResults]).toEqual(['ru-RU', true, true]);
    act(() => r.hear('Здравствуйте, ', 'что для вас важно'));
    expect((screen.getByLabelText('Ваш ответ') as HTMLInputElement).value).toBe('Здравствуйте, что для вас важно');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Стоп и отправить' })));
    expect(onSend).toHaveBeenCalledWith('Здравствуйте, что для вас важно');
  });

  it('when the speech service fails (as in headless Chromium), then the voice button goes and typing is offered', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const onSend = vi.fn(async () => undefined);
    renderWithProviders(<AnswerBox onSend={onSend} busy={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Answer by voice' }));
    act(() => {
      FakeRecognition.last.onerror?.({ error: 'audio-capture' });
      FakeRecognition.last.onend?.(undefined);
    });
    expect(screen.queryByRole('button', { name: 'Answer by voice' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Speech recognition does not work in this browser: type your answer instead.');
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Typed answer' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSend).toHaveBeenCalledWith('Typed answer');
  });

  it('when the browser has no speech recognition, then only typing is offered, without an error', () => {
    renderWithProviders(<AnswerBox onSend={vi.fn()} busy={false} />);
    expect(screen.queryByRole('button', { name: 'Answer by voice' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when the answer is longer than the request allows, then the contract\'s message is shown on the field and nothing is sent', async () => {
    const onSend = vi.fn(async () => undefined);
    renderWithProviders(<AnswerBox onSend={onSend} busy={false} />);
    const input = screen.getByLabelText('Your answer') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a'.repeat(10_001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This value is too long');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.value).toHaveLength(10_001);
    expect(onSend).not.toHaveBeenCalled();
  });
});
