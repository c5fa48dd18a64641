/** What the calls module needs from a phone network; `simulated` needs none. */
export interface TelephonyProvider {
  readonly name: 'simulated' | 'twilio';
  /** Places the call (or pretends to) and answers its id. */
  startCall(input: { to: string; statusCallbackUrl?: string; twimlUrl?: string }): Promise<{ callSid: string }>;
  endCall(callSid: string): Promise<void>;
}
