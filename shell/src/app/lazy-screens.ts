import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy } from 'react';
import { lazyPreloadable } from '@app/shell-sdk/lazy-preloadable';
import { readToken } from '@app/api-client/http';
import { storedLanguage } from '@app/i18n/languages';
import { prefetchManifest } from '@app/api-client/manifest';
import type { CurrentUser } from '@app/contracts/user';
import { isUnder } from '@app/shell-sdk/paths';
import { warmDateTimeFormat } from '../lib/date-time-format';
import { nextTask } from '../lib/next-task';
// The module loader is part of the app's start (about 0.5 KB): as a chunk of its own it was one more
// round trip between the manifest and the remote's remoteEntry.js.
import { preloadRemote } from '../features/remotes/preload-remote';
import { signedInUserQuery } from '../lib/session/use-current-user';
import { REMOTE_ROUTES } from './remote-routes';
import { prefetchRouteData } from './route-data';

// Screens load on demand: a signed-out visitor never downloads the home, the menus or a module's
// route, and a signed-in user never downloads the sign-in forms. Those a signed-in start opens are
// loaded while the user is checked, so they render without a fallback (lazy-preloadable.ts).
export const SignedInLayout = lazyPreloadable(() => import(/* webpackChunkName: "layout-signed-in" */ '../features/navigation/signed-in-layout').then((m) => ({ default: m.SignedInLayout })));
export const HomeRoute = lazyPreloadable(() => import(/* webpackChunkName: "screen-home" */ './home-route').then((m) => ({ default: m.HomeRoute })));
export const RemoteRoute = lazyPreloadable(() => import('../features/remotes/remote-route').then((m) => ({ default: m.RemoteRoute })));

/**
 * With a token stored, the user is asked for at once, and the layout (on the home, the home; on a
 * remote's route, the manifest, that remote and the route's screen) and the first screen's data load
 * while the user is being checked, not after; so does the locale data of the dates and numbers
 * signed-in screens show, on a worker thread. Each starts in a task of its own, one after the other:
 * started together they were the longest task of the home's start. Settles when every one of them
 * has (the start does not wait for it).
 */
export function preloadSignedInScreens(queryClient: QueryClient): Promise<unknown> {
  if (readToken() === null) return Promise.resolve();
  // A failed check is the session's to handle (it signs out); here it only settles.
  const user = queryClient.fetchQuery(signedInUserQuery);
  const { pathname } = window.location;
  const route = REMOTE_ROUTES.find(({ path }) => isUnder(pathname, path));
  const loads: Promise<unknown>[] = [
    user,
    ...(route ? [nextTask(prefetchManifest)] : []),
    nextTask(SignedInLayout.preload),
    ...(['/', '/dashboard'].includes(pathname) ? [nextTask(HomeRoute.preload)] : []),
    ...(route
      ? [
          nextTask(() => preloadRemote(route.remote)),
          nextTask(RemoteRoute.preload),
        ]
      : []),
    nextTask(() => prefetchRouteData(queryClient, pathname, user)),
    nextTask(() => warmDateTimeFormat(storedLanguage())),
  ];
  return Promise.allSettled(loads);
}
// Rendered once the start is over (signed-in-layout.tsx).
export const PwaPrompts = lazy(() => import(/* webpackChunkName: "pwa-prompts" */ '../features/pwa/components/pwa-prompts').then((m) => ({ default: m.PwaPrompts })));
export const SettingsPage = lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
export const LanguagePage = lazy(() => import('../features/settings/language-page').then((m) => ({ default: m.LanguagePage })));
// The Teams guard asks the API through a contract (zod): loaded with the first Teams screen.
export const ManagerRoute = lazy(() => import('./manager-route').then((m) => ({ default: m.ManagerRoute })));
export const LoginPage = lazy(() => import(/* webpackChunkName: "screen-login" */ '../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
export const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
export const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyBannerScreen = lazy(() => import('../features/auth/verify-banner').then((m) => ({ default: m.VerifyBanner })));
/** The verify-your-e-mail reminder, its code loaded only for an address still unverified. */
export const VerifyBanner = ({ user }: { user: CurrentUser }) => (user.emailVerified ? null : createElement(VerifyBannerScreen, { user }));
