import * as z from '@app/contracts/zod';

// What an agent reads about their own teams and assignments (the home's card), apart from the
// schemas of managing teams: the home builds only these. teams.ts re-exports them.

export const TEAM_ROLES = ['member', 'manager'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'teams:errors.role' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** A team as its list shows it; `myRole` is the caller's role in it (null for an admin outside it). */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  myRole: teamRoleSchema.nullable(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

export const ASSIGNMENT_KINDS = ['scenario', 'quiz', 'disc', 'call', 'voice'] as const;
export const assignmentKindSchema = z.enum(ASSIGNMENT_KINDS, { error: 'teams:errors.kind' });
export type AssignmentKind = z.infer<typeof assignmentKindSchema>;

export const MEDALS = ['bronze', 'silver', 'gold'] as const;
export const medalSchema = z.enum(MEDALS, { error: 'teams:errors.medal' });
export type Medal = z.infer<typeof medalSchema>;

export const requirementSchema = z.object({
  minScore: z.number({ error: 'teams:errors.minScore' }).int('teams:errors.minScore').min(0, 'teams:errors.minScore').max(100, 'teams:errors.minScore').optional(),
  medal: medalSchema.optional(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const ASSIGNMENT_STATUSES = ['open', 'done', 'overdue'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** One of the caller's assignments (GET /api/assignments); progress is 0-100. */
export const myAssignmentSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  kind: assignmentKindSchema,
  target: z.string(),
  title: z.string(),
  requirement: requirementSchema,
  dueAt: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  progress: z.number().int().min(0).max(100),
  bestScore: z.number().int().nullable(),
  completedAt: z.string().nullable(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentListSchema = z.array(myAssignmentSchema);
