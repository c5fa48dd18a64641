import { lazy } from 'react';

// Screens load on demand: a signed-out visitor never downloads the home, menus or module loader,
// and a signed-in user never downloads the sign-in forms.
export const SignedInLayout = lazy(() => import('../features/navigation/signed-in-layout').then((m) => ({ default: m.SignedInLayout })));
export const HomeRoute = lazy(() => import('./home-route').then((m) => ({ default: m.HomeRoute })));
export const SettingsPage = lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
export const LanguagePage = lazy(() => import('../features/settings/language-page').then((m) => ({ default: m.LanguagePage })));
export const RemoteRoute = lazy(() => import('../features/remotes/remote-route').then((m) => ({ default: m.RemoteRoute })));
export const PwaPrompts = lazy(() => import('../features/pwa/components/pwa-prompts').then((m) => ({ default: m.PwaPrompts })));
export const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
export const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
export const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
export const VerifyBanner = lazy(() => import('../features/auth/verify-banner').then((m) => ({ default: m.VerifyBanner })));
