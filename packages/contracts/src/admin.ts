import * as z from '@app/contracts/zod';
import { roleSchema } from './user';

// Admin user management and the audit log (spec 001 §2 Admin User Management, §3 User, §5, §7
// /api/admin/users). The API answers these shapes; mfe-admin parses what it reads with them.

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  totalSessions: z.number(),
  totalQuizzes: z.number(),
  averageScore: z.number(),
  streak: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** PUT /api/admin/users/{id}: name required, e-mail required and valid, role user or admin (spec 001 §5). */
export const adminUserUpdateSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  email: z.string().trim().toLowerCase().min(1, 'validation.required').email('validation.email').max(200, 'validation.tooLong'),
  role: roleSchema,
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

export interface AdminUserSummary {
  total: number;
  /** Users with at least one practice session (spec: totalSessions > 0). */
  active: number;
  /** Mean of the users' average scores, rounded; 0 with no users. */
  averageScore: number;
  admins: number;
}

/** The summary tiles of the user screen, one rule for the API's tests and the app. */
export function summarizeUsers(users: readonly AdminUser[]): AdminUserSummary {
  const total = users.length;
  return {
    total,
    active: users.filter((u) => u.totalSessions > 0).length,
    averageScore: total ? Math.round(users.reduce((s, u) => s + u.averageScore, 0) / total) : 0,
    admins: users.filter((u) => u.role === 'admin').length,
  };
}

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'toggle', 'upload'] as const;
export const AUDIT_ENTITIES = ['quizQuestion', 'user', 'scenario', 'coachingPhrase', 'trainingRecording'] as const;

/** One row of GET /api/admin/audit-log, newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().nullable(),
  /** The entity in words (a question's id and text, a user's name, a title); null when none is known. */
  label: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.array(auditEntrySchema);
