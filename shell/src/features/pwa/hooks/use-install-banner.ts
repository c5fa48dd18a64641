import { useEffect, useState } from 'react';
import { dismissInstallPrompt, isInstallPromptDismissed } from '../../../lib/pwa/dismissal';
import { isIos, isStandalone, readDisplayEnv } from '../../../lib/pwa/display-mode';
import { promptInstall, useInstallState } from '../../../lib/pwa/install-prompt';
import { useServiceWorkerReady } from '../../../lib/pwa/register-service-worker';

// Spec 000 §9: iOS after 5 s; elsewhere on the browser's offer, or 3 s after the worker is ready.
export const IOS_BANNER_DELAY_MS = 5000;
export const BANNER_DELAY_MS = 3000;

export type BannerKind = 'ios' | 'prompt' | 'manual';

/** Spec 000 §4, install banner: never when installed, not within 24 h of a dismissal. */
export function useInstallBanner() {
  const { offered, installed } = useInstallState();
  const workerReady = useServiceWorkerReady();
  const [ios] = useState(() => isIos(readDisplayEnv()));
  const [blocked, setBlocked] = useState(() => isStandalone(readDisplayEnv()) || isInstallPromptDismissed());
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (blocked) return;
    if (ios || workerReady) {
      const timer = window.setTimeout(() => setDue(true), ios ? IOS_BANNER_DELAY_MS : BANNER_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
  }, [blocked, ios, workerReady]);

  const visible = !blocked && !installed && (due || offered);
  const kind: BannerKind = ios ? 'ios' : offered ? 'prompt' : 'manual';
  return {
    visible,
    kind,
    install: async () => {
      if ((await promptInstall()) === 'accepted') setBlocked(true);
    },
    dismiss: () => {
      dismissInstallPrompt();
      setBlocked(true);
    },
  };
}
