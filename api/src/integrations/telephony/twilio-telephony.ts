import twilio from 'twilio';
import type { TelephonyProvider } from './telephony-provider';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** The SDK's transport; tests pass one that talks to a local stand-in for Twilio's REST API. */
  httpClient?: InstanceType<typeof twilio.RequestClient>;
}

/** A real call to the agent's phone; Twilio then fetches the TwiML that connects the media stream. */
export function createTwilioTelephony(opts: TwilioOptions): TelephonyProvider {
  const client = twilio(opts.accountSid, opts.authToken, opts.httpClient ? { httpClient: opts.httpClient } : {});
  return {
    name: 'twilio',
    async startCall({ to, statusCallbackUrl, twimlUrl }) {
      if (!twimlUrl) throw new Error('a Twilio call needs the URL of its TwiML');
      const call = await client.calls.create({
        to,
        from: opts.from,
        url: twimlUrl,
        statusCallback: statusCallbackUrl,
        statusCallbackEvent: ['initiated', 'answered', 'completed'],
        statusCallbackMethod: 'POST',
      });
      return { callSid: call.sid };
    },
    async endCall(callSid) {
      await client.calls(callSid).update({ status: 'completed' });
    },
  };
}

/** Twilio signs each webhook with the auth token over the full URL and the form fields. */
export function isTwilioSignatureValid(authToken: string, signature: string | undefined, url: string, params: Record<string, unknown>) {
  return !!signature && twilio.validateRequest(authToken, signature, url, params);
}

/** The TwiML that connects the answered call to this API's media-stream WebSocket. */
export function connectStreamTwiml(streamUrl: string, callSid: string): string {
  const response = new twilio.twiml.VoiceResponse();
  const stream = response.connect().stream({ url: streamUrl });
  stream.parameter({ name: 'callSid', value: callSid });
  return response.toString();
}
