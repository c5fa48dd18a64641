import type { ClientReply, RoleplayRequest } from './ai-types';

/** Where a streamed client reply goes: pieces of text as written, and "forget what you showed". */
export interface ReplySink {
  delta(text: string): void;
  /** The provider failed after showing text; what follows replaces it. */
  reset(): void;
}

/** A provider's streaming client reply: calls onDelta with each new piece of the text. */
export type ReplyStreamer = (req: RoleplayRequest, onDelta: (text: string) => void) => Promise<ClientReply>;
