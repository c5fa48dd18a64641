import type { RemoteName } from '@app/contracts/manifest';

/** Which remote renders which signed-in route (spec 000 §2.1, spec 001 §2, ARCHITECTURE). */
/** adminOnly: admins alone; managers: admins and team managers (the Teams area of the admin remote). */
export const REMOTE_ROUTES: { path: string; remote: RemoteName; adminOnly?: boolean; managers?: boolean }[] = [
  { path: '/chat', remote: 'mfe_chat' },
  { path: '/voice', remote: 'mfe_voice_calls' },
  { path: '/voice-training', remote: 'mfe_voice_calls' },
  { path: '/voice-call', remote: 'mfe_voice_calls' },
  { path: '/voice-realistic', remote: 'mfe_voice_calls' },
  { path: '/voice-advanced', remote: 'mfe_voice_calls' },
  { path: '/call-insights', remote: 'mfe_voice_calls' },
  { path: '/coach', remote: 'mfe_coaching_progress' },
  { path: '/progress', remote: 'mfe_coaching_progress' },
  { path: '/disc-assessment', remote: 'mfe_coaching_progress' },
  { path: '/quiz', remote: 'mfe_quiz' },
  { path: '/quiz-analytics', remote: 'mfe_quiz' },
  { path: '/admin', remote: 'mfe_admin', adminOnly: true },
  { path: '/quiz-admin', remote: 'mfe_admin', adminOnly: true },
  { path: '/admin/quiz', remote: 'mfe_admin', adminOnly: true },
  { path: '/knowledge-base', remote: 'mfe_admin', adminOnly: true },
  { path: '/training-upload', remote: 'mfe_admin', adminOnly: true },
  { path: '/teams', remote: 'mfe_admin', managers: true },
];
