import type { TelephonyConfig } from './telephony-config';
import type { TelephonyProvider } from './telephony-provider';
import { createSimulatedTelephony } from './simulated-telephony';
import { rebasedTwilioClient } from './twilio-http-client';
import { createTwilioTelephony } from './twilio-telephony';

export function createTelephony(config: TelephonyConfig): TelephonyProvider {
  if (config.TELEPHONY_PROVIDER !== 'twilio') return createSimulatedTelephony();
  // loadConfig has already refused a twilio configuration with a missing field.
  const need = (value: string | undefined, name: string) => {
    if (!value) throw new Error(`${name} is required with TELEPHONY_PROVIDER=twilio`);
    return value;
  };
  return createTwilioTelephony({
    accountSid: need(config.TWILIO_ACCOUNT_SID, 'TWILIO_ACCOUNT_SID'), authToken: need(config.TWILIO_AUTH_TOKEN, 'TWILIO_AUTH_TOKEN'), from: need(config.TWILIO_FROM_NUMBER, 'TWILIO_FROM_NUMBER'),
    httpClient: config.TWILIO_API_BASE ? rebasedTwilioClient(config.TWILIO_API_BASE) : undefined,
  });
}
