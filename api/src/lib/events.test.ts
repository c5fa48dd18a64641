import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './events';

const completed = { userId: 1, sessionId: 2, score: 80, type: 'chat' as const, completedAt: new Date() };

describe('createEventBus', () => {
  it('when an event is emitted, then every handler gets it and emit waits for them', async () => {
    const bus = createEventBus();
    const seen: number[] = [];
    bus.on('session.completed', async (e) => {
      await new Promise((r) => setImmediate(r));
      seen.push(e.score);
    });
    bus.on('session.completed', (e) => void seen.push(e.sessionId));
    await bus.emit('session.completed', completed);
    expect(seen).toEqual([80, 2]);
  });

  it('when a handler throws, then it is logged and the others still run', async () => {
    const logger = { error: vi.fn() };
    const bus = createEventBus(logger);
    const after = vi.fn();
    bus.on('session.completed', () => {
      throw new Error('boom');
    });
    bus.on('session.completed', after);
    await expect(bus.emit('session.completed', completed)).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledOnce();
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ event: 'session.completed' }), 'event handler failed');
  });

  it('when a handler is removed, then it no longer runs', async () => {
    const bus = createEventBus();
    const handler = vi.fn();
    const off = bus.on('session.completed', handler);
    off();
    await bus.emit('session.completed', completed);
    expect(handler).not.toHaveBeenCalled();
  });
});
