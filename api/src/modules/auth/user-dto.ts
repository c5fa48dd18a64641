import type { CurrentUser } from '@app/contracts/user';

interface UserRow {
  id: number;
  name: string;
  username: string;
  email: string;
  role: string;
  language: string;
  emailVerifiedAt: Date | null;
  streak: number;
  averageScore: number;
  totalSessions: number;
  xp: number;
  createdAt: Date;
  leaderboardVisible?: boolean;
}

/** The only shape a user leaves the API in: never the password hash. */
export function toCurrentUser(u: UserRow): CurrentUser {
  return {
    id: u.id,
    name: u.name,
    username: u.username,
    email: u.email,
    role: u.role === 'admin' ? 'admin' : 'user',
    language: u.language === 'ru' ? 'ru' : 'en',
    emailVerified: u.emailVerifiedAt !== null,
    streak: u.streak,
    averageScore: u.averageScore,
    totalSessions: u.totalSessions,
    xp: u.xp,
    createdAt: u.createdAt.toISOString(),
    leaderboardVisible: u.leaderboardVisible ?? true,
  };
}
