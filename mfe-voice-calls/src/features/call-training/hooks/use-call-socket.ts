import { useEffect, useRef } from 'react';
import { readToken } from '@app/api-client/http';
import type { CallSocketMessage } from '@app/contracts/voice';

/** Follows a call on /ws-call-insights (token in the query: browsers cannot set socket headers); reconnects while active. */
export function useCallSocket(callSid: string | null, onMessage: (m: CallSocketMessage) => void) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!callSid) return;
    let ws: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const connect = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      const token = readToken();
      ws = new WebSocket(`${scheme}://${location.host}/ws-call-insights${token ? `?token=${encodeURIComponent(token)}` : ''}`);
      ws.onopen = () => ws?.send(JSON.stringify({ type: 'subscribe', callSid }));
      ws.onmessage = (e) => {
        try {
          handler.current(JSON.parse(String(e.data)) as CallSocketMessage);
        } catch {
          /* not ours */
        }
      };
      ws.onclose = () => {
        if (!closed) retry = setTimeout(connect, 2000);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      ws?.close();
    };
  }, [callSid]);
}
