import { Suspense, useDeferredValue } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@app/contracts/user';
import { Centered, Spinner } from '@app/ui/components';
import { useCurrentUser } from '../lib/session/use-current-user';
import { NotAllowed } from '../features/errors/not-allowed';
import { NotFound } from '../features/errors/not-found';
import {
  ForgotPasswordPage,
  HomeRoute,
  LanguagePage,
  ManagerRoute,
  LoginPage,
  PwaPrompts,
  RegisterPage,
  RemoteRoute,
  ResetPasswordPage,
  SettingsPage,
  SignedInLayout,
  VerifyBanner,
  VerifyEmailPage,
} from './lazy-screens';
import { REMOTE_ROUTES } from './remote-routes';

export function AppRoutes() {
  const { t } = useTranslation('common');
  const session = useCurrentUser();
  // The screens the answer opens render in the background, in slices, while the spinner stays: they
  // are already loaded (lazy-screens.ts), and rendered at once as the answer's own update they were
  // one task of 20-65 ms on the home.
  const user = useDeferredValue(session.user);
  const isLoading = useDeferredValue(session.isLoading);
  const loading = (
    <Centered aria-busy="true" style={{ minHeight: '100dvh' }}>
      <Spinner />
      <span>{t('loading')}</span>
    </Centered>
  );
  if (isLoading) return loading;
  return <Suspense fallback={loading}>{user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}</Suspense>;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route element={<SignedInLayout user={user} overlays={<PwaPrompts />} banner={<VerifyBanner user={user} />} />}>
        <Route path="/" element={<HomeRoute user={user} />} />
        <Route path="/dashboard" element={<HomeRoute user={user} view="stats" />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/language" element={<LanguagePage />} />
        {REMOTE_ROUTES.map(({ path, remote, adminOnly, managers }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={
              adminOnly && user.role !== 'admin' ? <NotAllowed /> : managers ? <ManagerRoute user={user}><RemoteRoute name={remote} basePath={path} user={user} /></ManagerRoute> : <RemoteRoute name={remote} basePath={path} user={user} />
            }
          />
        ))}
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
