import { sw } from './scope';

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

function read(event: PushEvent): PushMessage {
  try {
    return (event.data?.json() as PushMessage) ?? {};
  } catch {
    return { body: event.data?.text() };
  }
}

/** Shows what the API pushes (api/src/modules/push) and opens its link when tapped. */
export function registerPushHandlers(): void {
  sw.addEventListener('push', (event) => {
    const message = read(event);
    event.waitUntil(
      sw.registration.showNotification(message.title ?? 'Estate Coach', {
        body: message.body,
        tag: message.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-72.png',
        data: { url: message.url ?? '/' },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', sw.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(url);
          return;
        }
        await sw.clients.openWindow(url);
      })(),
    );
  });
}
