import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { ChatRepository, SessionRow } from './chat.repository';

/**
 * A session is read by its owner (or an admin reviewing a trainee) and written by its owner only:
 * an admin must not put words in someone else's practice.
 */
export function assertAccess<Row extends { userId: number }>(row: Row | null, caller: AuthContext, mode: 'read' | 'write'): Row {
  if (!row) throw new AppError('notFound', 404);
  const own = row.userId === caller.userId;
  if (!own && !(mode === 'read' && caller.role === 'admin')) throw new AppError('forbidden', 403);
  return row;
}

export async function loadSession(repo: ChatRepository, caller: AuthContext, id: number, mode: 'read' | 'write'): Promise<SessionRow> {
  return assertAccess(await repo.findSession(id), caller, mode);
}
