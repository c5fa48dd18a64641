import twilio from 'twilio';

/**
 * The SDK's own HTTP client, sending to another base URL than https://api.twilio.com (a local
 * stand-in in tests, or an egress proxy). Everything else (auth, form encoding, retries) is the SDK's.
 */
export function rebasedTwilioClient(base: string) {
  const target = base.replace(/\/$/, '');
  class Rebased extends twilio.RequestClient {
    request<T>(opts: Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0] & { data?: T }) {
      return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, target) });
    }
  }
  return new Rebased();
}
