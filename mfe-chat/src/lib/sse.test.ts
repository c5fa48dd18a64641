import { describe, expect, it } from 'vitest';
import { parseSse } from './sse';

describe('parseSse', () => {
  it('when chunks end mid-event, then complete events are returned and the rest is kept', () => {
    const first = parseSse('event: delta\ndata: {"text":"We"}\n\nevent: del');
    expect(first.events).toEqual([{ event: 'delta', data: '{"text":"We"}' }]);
    const second = parseSse(`${first.rest}ta\ndata: {"text":" need"}\n\n`);
    expect(second.events).toEqual([{ event: 'delta', data: '{"text":" need"}' }]);
    expect(second.rest).toBe('');
  });

  it('when a line has no event name, then it is a plain message', () => {
    expect(parseSse('data: x\r\n\r\n').events).toEqual([{ event: 'message', data: 'x' }]);
  });
});
