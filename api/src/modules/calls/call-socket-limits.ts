/** What one /ws-call-insights client may use: it sends only small subscribe messages. */
export interface CallSocketLimits {
  /** Largest frame accepted, in bytes (a larger one closes the socket with 1009). */
  maxPayload: number;
  /** Messages one socket may send per minute before it is closed (1008). */
  messagesPerMinute: number;
  /** Open sockets per user on this instance; one more is refused with 429. */
  socketsPerUser: number;
  /** How often an open socket's sign-in session is checked again (a revoked one closes it). */
  sessionCheckMs: number;
}

export const CALL_SOCKET_LIMITS: CallSocketLimits = { maxPayload: 16 * 1024, messagesPerMinute: 120, socketsPerUser: 5, sessionCheckMs: 5000 };

/** A fixed one-minute window of messages; true while the socket stays within its allowance. */
export function messageAllowance(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  let count = 0;
  return () => {
    if (now() - windowStart >= 60_000) {
      windowStart = now();
      count = 0;
    }
    count += 1;
    return count <= perMinute;
  };
}

/** Open sockets per user, reserved before the handshake so parallel opens cannot pass the limit together. */
export function socketCounter(max: number) {
  const open = new Map<number, number>();
  return {
    reserve(userId: number): boolean {
      const n = open.get(userId) ?? 0;
      if (n >= max) return false;
      open.set(userId, n + 1);
      return true;
    },
    release(userId: number) {
      const n = (open.get(userId) ?? 1) - 1;
      if (n > 0) open.set(userId, n);
      else open.delete(userId);
    },
  };
}
