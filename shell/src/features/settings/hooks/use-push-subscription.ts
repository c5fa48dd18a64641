import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@app/api-client/http';
import type { PushSubscriptionBody } from '@app/contracts/push';
import { getPushPublicKey, removePushSubscription, savePushSubscription } from '@app/api-client/account';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on' | 'loading';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The offline-support worker, or undefined when none becomes ready soon (development builds have none). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 4000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Web Push on this device: asks permission, subscribes with the server's VAPID key and tells the API. */
export function usePushSubscription() {
  const [state, setState] = useState<PushState>(supported() ? 'loading' : 'unsupported');
  useEffect(() => {
    if (!supported()) return;
    if (Notification.permission === 'denied') return setState('blocked');
    void registration().then(async (reg) => {
      if (!reg) return setState('unsupported');
      setState((await reg.pushManager.getSubscription()) ? 'on' : 'off');
    });
  }, []);

  const enable = useCallback(async () => {
    setState('loading');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
      const reg = await registration();
      if (!reg) return setState('unsupported');
      const key = await getPushPublicKey();
      const subscribe = () => reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) });
      const sub = await subscribe();
      try {
        await savePushSubscription(sub.toJSON() as PushSubscriptionBody);
      } catch (err) {
        // 409: this browser's endpoint belongs to an account signed in here before; the server
        // never hands it over, so drop it and subscribe afresh for a new endpoint of our own.
        if (!(err instanceof ApiError) || err.status !== 409) throw err;
        await sub.unsubscribe();
        await savePushSubscription((await subscribe()).toJSON() as PushSubscriptionBody);
      }
      setState('on');
    } catch (err) {
      setState('off');
      throw err;
    }
  }, []);

  const disable = useCallback(async () => {
    setState('loading');
    const reg = await registration();
    const sub = await reg?.pushManager.getSubscription();
    if (sub) {
      await removePushSubscription(sub.endpoint).catch((err: unknown) => console.warn('could not forget the push subscription', err));
      await sub.unsubscribe();
    }
    setState('off');
  }, []);

  return { state, enable, disable };
}
