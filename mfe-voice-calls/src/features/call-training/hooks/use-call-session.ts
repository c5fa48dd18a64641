import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callKeys, callScore, callScoredInvalidates, callTranscriptQuery, endCall, sendCallTurn, startCall, startCallInvalidates } from '@app/api-client/calls';
import { ApiError, errorText } from '@app/api-client/http';
import type { CallMetrics, CallScoreResponse, CallSocketMessage, TranscriptEntry } from '@app/contracts/voice';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useCallSocket } from './use-call-socket';
import { useClientVoice } from './use-client-voice';

type Phase = 'idle' | 'starting' | 'active' | 'ending' | 'ended';

/** The score is written when the call ends; a Twilio call may still be closing: ask a few times. */
async function scoreWhenReady(sid: string, attempts = 6): Promise<CallScoreResponse> {
  for (let i = 1; ; i++) {
    try {
      return await callScore(sid);
    } catch (err) {
      if (i >= attempts || !(err instanceof ApiError) || err.status !== 409) throw err;
      await new Promise((r) => setTimeout(r, 500 * i));
    }
  }
}

/** The call lifecycle of spec 001 §4: idle -> starting -> active -> ended, with every toast of §8. */
export function useCallSession() {
  const { t } = useTranslation('voice');
  const { toast, language } = useRemoteProps();
  const queryClient = useQueryClient();
  const speak = useClientVoice(language);
  const [phase, setPhase] = useState<Phase>('idle');
  const [callSid, setCallSid] = useState<string | null>(null);
  const [metrics, setMetrics] = useState<CallMetrics | null>(null);
  const [score, setScore] = useState<CallScoreResponse | null>(null);
  const [replying, setReplying] = useState(false);
  // Spec 001 §9: polled every 2 seconds while the call is active.
  const transcript = useQuery({ ...callTranscriptQuery(callSid ?? ''), enabled: Boolean(callSid), refetchInterval: phase === 'active' ? 2000 : false });
  // End Call, the client hanging up and the socket's `completed` can all arrive together: one finish
  // per call, and it waits for an answer still in flight so the score covers the whole transcript.
  const finishing = useRef<{ sid: string; done: Promise<void> } | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  const addEntries = useCallback(
    (sid: string, entries: TranscriptEntry[]) =>
      queryClient.setQueryData<TranscriptEntry[]>(callKeys.transcript(sid), (old = []) => {
        const fresh = entries.filter((e) => !old.some((o) => o.id === e.id));
        return fresh.length ? [...old, ...fresh].sort((a, b) => a.id - b.id) : old;
      }),
    [queryClient],
  );

  const finish = useCallback(
    (sid: string) => {
      if (finishing.current?.sid === sid) return finishing.current.done;
      setPhase('ending');
      const done = (async () => {
        try {
          await inFlight.current.catch(() => undefined);
          await endCall(sid);
        } catch (err) {
          const message = errorText(err);
          toast({ title: t('call.toasts.endFailedTitle'), description: message ?? t('call.toasts.endFailedBody'), variant: 'destructive' });
          // Still live: End Call can be pressed again.
          finishing.current = null;
          setPhase('active');
          return;
        }
        try {
          setScore(await scoreWhenReady(sid));
          toast({ title: t('call.toasts.endedTitle'), description: t('call.toasts.endedBody') });
          for (const queryKey of callScoredInvalidates()) void queryClient.invalidateQueries({ queryKey });
        } catch (err) {
          // Spec 001 §8: score fetching failures are logged only.
          console.warn('call score unavailable', err);
        } finally {
          setPhase('ended');
        }
      })();
      finishing.current = { sid, done };
      return done;
    },
    [queryClient, t, toast],
  );

  const onSocket = useCallback(
    (m: CallSocketMessage) => {
      if (!callSid || !('callSid' in m) || m.callSid !== callSid) return;
      if (m.type === 'transcript') addEntries(callSid, [m.entry]);
      if (m.type === 'metrics') setMetrics(m.metrics);
      if (m.type === 'call_status' && m.status === 'completed' && phase === 'active') void finish(callSid);
    },
    [addEntries, callSid, finish, phase],
  );
  useCallSocket(phase === 'active' ? callSid : null, onSocket);

  async function start(phoneNumber: string, scenario: string) {
    const digits = phoneNumber.replace(/\D/g, '');
    if (!digits || !scenario) {
      toast({ title: t('call.toasts.missingTitle'), description: t('call.toasts.missingBody'), variant: 'destructive' });
      return;
    }
    setPhase('starting');
    try {
      const started = await startCall({ phoneNumber: digits, scenario });
      setCallSid(started.callSid);
      for (const queryKey of startCallInvalidates()) void queryClient.invalidateQueries({ queryKey });
      setMetrics(null);
      setScore(null);
      if (started.opening) {
        addEntries(started.callSid, [started.opening]);
        speak(started.opening.text);
      }
      setPhase('active');
      toast({ title: t('call.toasts.startingTitle'), description: t('call.toasts.startingBody') });
    } catch (err) {
      setPhase('idle');
      const message = errorText(err);
      toast({ title: t('call.toasts.failedTitle'), description: message ?? t('call.toasts.failedBody'), variant: 'destructive' });
    }
  }

  async function answer(text: string) {
    if (!callSid) return;
    setReplying(true);
    try {
      const pending = sendCallTurn(callSid, text);
      inFlight.current = pending;
      const turn = await pending;
      addEntries(callSid, [turn.agent, ...(turn.client ? [turn.client] : [])]);
      setMetrics(turn.metrics);
      if (turn.client) speak(turn.client.text);
      if (turn.ended) void finish(callSid);
    } finally {
      setReplying(false);
    }
  }

  const reset = () => {
    finishing.current = null;
    setPhase('idle');
    setCallSid(null);
    setMetrics(null);
    setScore(null);
  };

  return { phase, callSid, metrics, score, replying, entries: transcript.data ?? [], start, answer, end: () => callSid && void finish(callSid), reset };
}
