import { randomBytes } from 'node:crypto';
import type { TelephonyProvider } from './telephony-provider';

/** The call happens in the browser: nothing to dial, only an id shaped like Twilio's. */
export function createSimulatedTelephony(): TelephonyProvider {
  return {
    name: 'simulated',
    startCall: async () => ({ callSid: `SM${randomBytes(16).toString('hex')}` }),
    endCall: async () => undefined,
  };
}
