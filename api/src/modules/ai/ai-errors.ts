/** Raised when the input cannot support an answer (as opposed to a provider failure). */
export class AiInputError extends Error {
  constructor(readonly code: 'disc_needs_3_sessions' | 'disc_needs_messages') {
    super(code);
    this.name = 'AiInputError';
  }
}

export const DISC_MIN_SESSIONS = 3;
