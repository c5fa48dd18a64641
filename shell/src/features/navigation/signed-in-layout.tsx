import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import type { CurrentUser } from '@app/contracts/user';
import { useAfterStart } from '../../lib/after-start';
import { Centered, Spinner } from '@app/ui/components';
import { BottomNav } from './bottom-nav';
import { QuickMenuOnDemand } from './quick-menu-on-demand';

/** Every signed-in screen: the page, the bottom navigation with the quick menu in it, and app-level overlays. */
export function SignedInLayout({ user, overlays, banner }: { user: CurrentUser; overlays?: ReactNode; banner?: ReactNode }) {
  const { t } = useTranslation('common');
  // The install prompt and the offline notice wait until the first screen's start is over.
  const started = useAfterStart();
  return (
    <>
      {/* Account notices (the verify-your-e-mail reminder) above every screen. */}
      <Suspense fallback={null}>{banner}</Suspense>
      {/* Screens load on demand; the navigation stays while one does. */}
      <Suspense
        fallback={
          <Centered aria-busy="true">
            <Spinner />
            <span>{t('loading')}</span>
          </Centered>
        }
      >
        <Outlet />
      </Suspense>
      {started && <Suspense fallback={null}>{overlays}</Suspense>}
      <BottomNav action={<QuickMenuOnDemand user={user} />} />
    </>
  );
}
