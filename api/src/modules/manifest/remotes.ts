import type { RemoteName } from '@app/contracts/manifest';

/** The deployable remotes: workspace folder, federation name and the path `npm start` serves them under. */
export const REMOTES: { dir: string; name: RemoteName; mountPath: string; adminOnly: boolean }[] = [
  { dir: 'mfe-chat', name: 'mfe_chat', mountPath: '/mfe/chat', adminOnly: false },
  { dir: 'mfe-voice-calls', name: 'mfe_voice_calls', mountPath: '/mfe/voice-calls', adminOnly: false },
  { dir: 'mfe-coaching-progress', name: 'mfe_coaching_progress', mountPath: '/mfe/coaching-progress', adminOnly: false },
  { dir: 'mfe-quiz', name: 'mfe_quiz', mountPath: '/mfe/quiz', adminOnly: false },
  { dir: 'mfe-admin', name: 'mfe_admin', mountPath: '/mfe/admin', adminOnly: true },
];
