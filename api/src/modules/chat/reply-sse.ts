import type { Response } from 'express';
import type { ReplyStreamEvent } from '@app/contracts/chat';

/** Server-sent events on an answer that is already accepted; each event is one JSON line. */
export function openSse(res: Response) {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    // Proxies (nginx) would otherwise hold the tokens back until the reply is complete.
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  return {
    send({ event, data }: ReplyStreamEvent) {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}
