import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { CallTrainingPage } from './call-training-page';

const SID = 'SM0123456789abcdef';
const entry = (id: number, speaker: 'agent' | 'client', text: string) => ({ id, speaker, text, timestamp: '2026-11-22T10:00:00.000Z' });
const METRICS = { confidence: 70, clarity: 60, persuasion: 50, rapport: 80 };

/** Sockets the page opens; the test pushes server messages through them. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  constructor(public url: string) {
    FakeSocket.all.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }
  send(m: string) {
    this.sent.push(m);
  }
  close() {}
  push(m: object) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

const spoken: Array<{ text: string; lang: string }> = [];
beforeEach(() => {
  FakeSocket.all = [];
  spoken.length = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('SpeechSynthesisUtterance', class { lang = ''; constructor(public text: string) {} });
  vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: { text: string; lang: string }) => spoken.push({ text: u.text, lang: u.lang }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('a simulated call on /voice-training', () => {
  it('when the client hangs up after an answer and the socket reports completed too, then the call ends once and the score card shows', async () => {
    let ends = 0;
    const api = mockApi({
      'POST /api/twilio/start-call': () => ({ callSid: SID, status: 'initiating', provider: 'simulated', opening: entry(1, 'client', 'Здравствуйте, я Эмма.') }),
      [`GET /api/call-transcript/${SID}`]: () => [entry(1, 'client', 'Здравствуйте, я Эмма.')],
      [`POST /api/calls/${SID}/turns`]: () => ({ agent: entry(2, 'agent', 'В субботу в десять?'), client: entry(3, 'client', 'Договорились, до субботы!'), metrics: METRICS, ended: true }),
      'POST /api/twilio/end-call': () => (ends++, { callSid: SID, status: 'completed' }),
      [`GET /api/call-score/${SID}`]: () => ({
        overallScore: 84,
        strengths: ['Ясный следующий шаг.'],
        improvements: [],
        scorecard: {
          callSid: SID, scenarioId: 'first-time-buyer', passMark: 70, score: 91, passed: true, medal: 'gold',
          criteria: [{ id: 'needs-first', title: 'Выясняет, что ей нужно', weight: 2, status: 'met', evidence: 'Что для вас важнее всего?', messageId: 3, betterLine: null }],
          compliance: { passed: true, findings: [] },
        },
      }),
    });
    const { props } = renderWithProviders(<CallTrainingPage />, { path: '/voice-call', language: 'ru' });
    fireEvent.change(screen.getByLabelText('Ваш номер телефона'), { target: { value: '+1 (555) 010-2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Начать тренировочный звонок' }));
    await screen.findByLabelText('Ваш ответ');
    // The AI client speaks Russian aloud and its text is shown.
    expect(spoken).toEqual([{ text: 'Здравствуйте, я Эмма.', lang: 'ru-RU' }]);
    expect(api.find((c) => c.path === '/api/twilio/start-call')?.body).toEqual({ phoneNumber: '15550102030', scenario: 'family-upgrade' });
    await waitFor(() => expect(FakeSocket.all.at(-1)?.sent).toContain(JSON.stringify({ type: 'subscribe', callSid: SID })));

    fireEvent.change(screen.getByLabelText('Ваш ответ'), { target: { value: 'В субботу в десять?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    act(() => FakeSocket.all.at(-1)!.push({ type: 'call_status', callSid: SID, status: 'completed' }));
    const card = await screen.findByTestId('call-score');
    expect(card.textContent).toContain('84/100');
    expect(card.textContent).toContain('Ясный следующий шаг.');
    expect(card.textContent).toContain('На этом звонке улучшать нечего');
    // Issue 24: the call on its scenario's card, in the app's language.
    const scorecard = within(card).getByTestId('call-scorecard');
    expect(scorecard.textContent).toContain('Золотая медаль');
    expect(scorecard.textContent).toContain('Выясняет, что ей нужно');
    expect(scorecard.textContent).toContain('«Что для вас важнее всего?»');
    expect(spoken.at(-1)).toEqual({ text: 'Договорились, до субботы!', lang: 'ru-RU' });
    expect(ends).toBe(1);
    expect(props.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Звонок завершён' }));
  });

  it('when a call is live, then the call bar, the client\'s lines and the answer box share one stage that is scrolled to, and the metrics come after it', async () => {
    const scrolled: Element[] = [];
    // jsdom has no scrollIntoView; the stage calls it when the call starts.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView);
    mockApi({
      'POST /api/twilio/start-call': () => ({ callSid: SID, status: 'initiating', provider: 'simulated', opening: entry(1, 'client', 'Hi, I am Emma.') }),
      [`GET /api/call-transcript/${SID}`]: () => [entry(1, 'client', 'Hi, I am Emma.')],
    });
    renderWithProviders(<CallTrainingPage />, { path: '/voice-call' });
    fireEvent.change(screen.getByLabelText('Your phone number'), { target: { value: '+1 555 010 2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Training Call' }));
    const stage = await screen.findByTestId('call-stage');
    expect(await within(stage).findByText('Hi, I am Emma.')).toBeTruthy();
    expect(within(stage).getByLabelText('Your answer')).toBeTruthy();
    expect(within(stage).getByRole('button', { name: /End Call/ })).toBeTruthy();
    expect(within(stage).queryByTestId('live-metrics')).toBeNull();
    expect(stage.compareDocumentPosition(screen.getByTestId('live-metrics')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrolled).toContain(stage);
  });
});
