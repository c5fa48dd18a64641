import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@app/api-client/http';
import type { CallMetrics, CallScoreResponse, CallSocketMessage, TranscriptEntry } from '@app/contracts/voice';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { voiceKeys } from '../../../lib/query-keys';
import { callApi } from '../api/call-api';
import { useCallTranscript } from '../api/get-call-transcript';
import { useCallSocket } from './use-call-socket';
import { useClientVoice } from './use-client-voice';

type Phase = 'idle' | 'starting' | 'active' | 'ending' | 'ended';

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
  const transcript = useCallTranscript(callSid, phase === 'active');

  const addEntries = useCallback(
    (sid: string, entries: TranscriptEntry[]) =>
      queryClient.setQueryData<TranscriptEntry[]>(voiceKeys.transcript(sid), (old = []) => {
        const fresh = entries.filter((e) => !old.some((o) => o.id === e.id));
        return fresh.length ? [...old, ...fresh].sort((a, b) => a.id - b.id) : old;
      }),
    [queryClient],
  );

  const finish = useCallback(
    async (sid: string) => {
      setPhase('ending');
      try {
        await callApi.end(sid);
        setScore(await callApi.score(sid));
        toast({ title: t('call.toasts.endedTitle'), description: t('call.toasts.endedBody') });
        void queryClient.invalidateQueries({ queryKey: voiceKeys.insights() });
      } finally {
        setPhase('ended');
      }
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
      const started = await callApi.start({ phoneNumber: digits, scenario });
      setCallSid(started.callSid);
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
      const message = err instanceof ApiError ? err.serverMessage : undefined;
      toast({ title: t('call.toasts.failedTitle'), description: message ?? t('call.toasts.failedBody'), variant: 'destructive' });
    }
  }

  async function answer(text: string) {
    if (!callSid) return;
    setReplying(true);
    try {
      const turn = await callApi.turn(callSid, text);
      addEntries(callSid, [turn.agent, ...(turn.client ? [turn.client] : [])]);
      setMetrics(turn.metrics);
      if (turn.client) speak(turn.client.text);
      if (turn.ended) await finish(callSid);
    } finally {
      setReplying(false);
    }
  }

  const reset = () => {
    setPhase('idle');
    setCallSid(null);
    setMetrics(null);
    setScore(null);
  };

  return { phase, callSid, metrics, score, replying, entries: transcript.data ?? [], start, answer, end: () => callSid && void finish(callSid), reset };
}
