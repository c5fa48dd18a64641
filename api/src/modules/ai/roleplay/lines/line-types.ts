/**
 * One personality's voice in one language. Slots: {need}, {budget}, {timeline}, {objection}, {concern}.
 * Lines are parts: a reaction ("warm") and a move ("revealNeed") are joined into one message.
 */
export interface ClientLines {
  opening: string[];
  /** The personality's ask, said after a scenario's own opening message: no greeting, no second opener. */
  openingAsk: string[];
  /** Neutral acknowledgements, used to vary a line the client would otherwise repeat. */
  ack: string[];
  warm: string[];
  coolVague: string[];
  coolPressure: string[];
  coolRude: string[];
  revealNeed: string[];
  revealBudget: string[];
  revealTimeline: string[];
  allRevealed: string[];
  objection: string[];
  objectionAgain: string[];
  resolved: string[];
  tooEarly: string[];
  /** Asked to commit by an agent who never asked what the client needs. */
  unheard: string[];
  nudge: string[];
  agree: string[];
  walkAway: string[];
  wrapUp: string[];
  ended: string[];
}

export type LineKind = keyof ClientLines;
