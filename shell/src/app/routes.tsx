import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@app/contracts/user';
import { Centered, Spinner } from '@app/ui/components';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { VerifyEmailPage } from '../features/auth/verify-email-page';
import { useCurrentUser } from '../lib/session/use-current-user';
import { NotAllowed } from '../features/errors/not-allowed';
import { NotFound } from '../features/errors/not-found';
import { HomePage } from '../features/home/home-page';
import { SignedInLayout } from '../features/navigation/signed-in-layout';
import { RemoteRoute } from '../features/remotes/remote-route';
import { REMOTE_ROUTES } from './remote-routes';

export function AppRoutes() {
  const { t } = useTranslation('common');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <Centered aria-busy="true" style={{ minHeight: '100dvh' }}>
        <Spinner />
        <span>{t('loading')}</span>
      </Centered>
    );
  }
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route element={<SignedInLayout user={user} />}>
        <Route path="/" element={<HomePage user={user} />} />
        <Route path="/dashboard" element={<HomePage user={user} />} />
        {REMOTE_ROUTES.map(({ path, remote, adminOnly }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={adminOnly && user.role !== 'admin' ? <NotAllowed /> : <RemoteRoute name={remote} basePath={path} user={user} />}
          />
        ))}
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
