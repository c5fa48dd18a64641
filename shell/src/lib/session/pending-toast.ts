import type { ToastInput } from '@app/ui/toast';

const KEY = 'pending-toast';

/**
 * Spec 000 §4/§8 reload the page after sign-in and sign-up, which would wipe a toast shown just
 * before: keep it for the next page load of this tab instead.
 */
export function toastAfterReload(toast: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // Private mode without storage: the toast is lost, the sign-in still works.
  }
}

/** The toast left by the previous page load, once. */
export function takePendingToast(): ToastInput | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as ToastInput) : undefined;
  } catch {
    return undefined;
  }
}
