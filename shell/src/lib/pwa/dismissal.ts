// Spec 000 §3 and §9: the install prompts stay hidden 24 hours after a dismissal.
export const DISMISSED_KEY = 'pwa-banner-dismissed';
export const DISMISSED_TIME_KEY = 'pwa-banner-dismissed-time';
export const DISMISS_WINDOW_MS = 24 * 60 * 60 * 1000;

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** True within 24 h of a dismissal; an expired dismissal is cleared. */
export function isInstallPromptDismissed(now = Date.now(), storage: KeyValue = localStorage): boolean {
  if (storage.getItem(DISMISSED_KEY) !== 'true') return false;
  const at = Number(storage.getItem(DISMISSED_TIME_KEY));
  if (Number.isFinite(at) && at > 0 && now - at < DISMISS_WINDOW_MS) return true;
  storage.removeItem(DISMISSED_KEY);
  storage.removeItem(DISMISSED_TIME_KEY);
  return false;
}

export function dismissInstallPrompt(now = Date.now(), storage: KeyValue = localStorage): void {
  storage.setItem(DISMISSED_KEY, 'true');
  storage.setItem(DISMISSED_TIME_KEY, String(now));
}
