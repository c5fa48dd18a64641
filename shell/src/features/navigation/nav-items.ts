import { Home, MessageSquare, Mic, Target, TrendingUp } from 'lucide-react';
import { isUnder } from '@app/shell-sdk/paths';

/** Spec 000 §2.2: five entries. `match` lists the screens each entry stands for, so the right one is highlighted. */
export const NAV_ITEMS = [
  { to: '/', key: 'home', Icon: Home, match: ['/', '/dashboard'] },
  { to: '/chat', key: 'chat', Icon: MessageSquare, match: ['/chat'] },
  { to: '/voice', key: 'voice', Icon: Mic, match: ['/voice', '/voice-training', '/voice-call', '/voice-realistic', '/voice-advanced', '/call-insights'] },
  { to: '/coach', key: 'coach', Icon: Target, match: ['/coach'] },
  { to: '/progress', key: 'progress', Icon: TrendingUp, match: ['/progress', '/disc-assessment'] },
] as const;

export function activeNavKey(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return NAV_ITEMS.find((item) => item.match.some((m) => (m === '/' ? path === '/' : isUnder(path, m))))?.key;
}
