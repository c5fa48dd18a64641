import * as z from '@app/contracts/zod';
import { rowIdSchema } from './row-id';
import { safeText } from './safe-text';
import { assignmentKindSchema, medalSchema, requirementSchema, teamRoleSchema, teamSchema, ASSIGNMENT_STATUSES, type AssignmentKind } from './my-teams';

export * from './my-teams';

// Teams, assignments, the manager's dashboard and the leaderboard (issue 25). Messages are i18n
// keys: the common namespace ("validation.*") or the admin one ("teams:...").

const teamName = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(80, 'validation.tooLong').superRefine(safeText({ multiline: false }));

export const teamBodySchema = z.object({ name: teamName });
export type TeamBody = z.infer<typeof teamBodySchema>;

export const teamMemberBodySchema = z.object({ userId: rowIdSchema, role: teamRoleSchema.default('member') });
export type TeamMemberBody = z.input<typeof teamMemberBodySchema>;

export const teamMemberSchema = z.object({ userId: z.number().int(), name: z.string(), email: z.string(), role: teamRoleSchema });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamDetailSchema = teamSchema.extend({ members: z.array(teamMemberSchema) });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

// Medals are earned on a scenario's scorecard (contracts/scorecards medalFor); teams only count and ask for them.
/** The kinds scored on a scenario's card, so an assignment may ask for a medal: chat scenarios and calls. */
export const MEDAL_KINDS: readonly AssignmentKind[] = ['scenario', 'call'];

export const assignmentBodySchema = z.object({
  kind: assignmentKindSchema,
  /** Scenario id, quiz category, call or voice scenario; ignored for DISC. */
  target: z.string().trim().max(100, 'validation.tooLong').superRefine(safeText({ multiline: false })).default(''),
  requirement: requirementSchema.default({}),
  dueAt: z.coerce.date({ error: 'teams:errors.dueAt' }),
  /** Chosen members; absent or empty means the whole team. */
  userIds: z.array(rowIdSchema).max(500).optional(),
});
export type AssignmentBody = z.input<typeof assignmentBodySchema>;

/** What can be assigned (GET /api/assignment-targets), titled in the caller's language. */
export const assignmentTargetSchema = z.object({ kind: assignmentKindSchema, target: z.string(), title: z.string() });
export type AssignmentTarget = z.infer<typeof assignmentTargetSchema>;
export const assignmentTargetListSchema = z.array(assignmentTargetSchema);

/** An assignment as the team's managers see it. */
export const teamAssignmentSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  kind: assignmentKindSchema,
  target: z.string(),
  title: z.string(),
  requirement: requirementSchema,
  dueAt: z.string(),
  wholeTeam: z.boolean(),
  done: z.number().int(),
  total: z.number().int(),
  assignees: z.array(z.object({ userId: z.number().int(), name: z.string(), status: z.enum(ASSIGNMENT_STATUSES), bestScore: z.number().int().nullable() })),
  createdAt: z.string(),
});
export type TeamAssignment = z.infer<typeof teamAssignmentSchema>;
export const teamAssignmentListSchema = z.array(teamAssignmentSchema);

export const DASHBOARD_SKILLS = ['confidence', 'clarity', 'value', 'cta', 'grammar'] as const;
export type DashboardSkill = (typeof DASHBOARD_SKILLS)[number];

export const dashboardMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: teamRoleSchema,
  xp: z.number().int(),
  level: z.number().int(),
  sessions: z.number().int(),
  averageScore: z.number().nullable(),
  medals: z.object({ bronze: z.number().int(), silver: z.number().int(), gold: z.number().int() }),
  lastActivityAt: z.string().nullable(),
  /** 0-100 averages per skill (null: not measured yet) and the count of compliance findings. */
  skills: z.object({ confidence: z.number().nullable(), clarity: z.number().nullable(), value: z.number().nullable(), cta: z.number().nullable(), grammar: z.number().nullable() }),
  complianceFindings: z.number().int(),
});
export type DashboardMember = z.infer<typeof dashboardMemberSchema>;

export const teamDashboardSchema = z.object({
  team: z.object({ id: z.number().int(), name: z.string() }),
  members: z.array(dashboardMemberSchema),
  assignments: z.array(z.object({ id: z.number().int(), kind: assignmentKindSchema, title: z.string(), dueAt: z.string(), done: z.number().int(), total: z.number().int() })),
  /** The last weeks (Monday, UTC), oldest first. */
  trend: z.array(z.object({ weekStart: z.string(), sessions: z.number().int(), averageScore: z.number().nullable() })),
});
export type TeamDashboard = z.infer<typeof teamDashboardSchema>;

/** A chat session's scorecard in short, for the drill-down: each criterion's status and the compliance result. */
export const drillDownCardSchema = z.object({
  passMark: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
  compliancePassed: z.boolean(),
  criteria: z.array(z.object({ title: z.string(), status: z.enum(['met', 'partial', 'missed', 'unjudged']) })),
});
export type DrillDownCard = z.infer<typeof drillDownCardSchema>;

/** One agent's drill-down: their recent activities; chat sessions with their title, scorecard medal and card. */
export const memberActivitySchema = z.object({
  member: z.object({ userId: z.number().int(), name: z.string() }),
  activities: z.array(z.object({
    activityId: z.string(),
    kind: z.enum(['chat', 'quiz', 'call', 'voice', 'disc']),
    title: z.string().nullable().optional(),
    score: z.number().int(),
    passed: z.boolean().nullable(),
    medal: medalSchema.nullable(),
    scorecard: drillDownCardSchema.nullable().optional(),
    skills: z.record(z.string(), z.number()),
    completedAt: z.string(),
  })),
});
export type MemberActivity = z.infer<typeof memberActivitySchema>;

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export const leaderboardPeriodSchema = z.enum(LEADERBOARD_PERIODS, { error: 'teams:errors.period' }).default('week');
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** An agent who hides from leaderboards is named "An agent" (in the caller's language) with `anonymous`. */
export const leaderboardEntrySchema = z.object({ rank: z.number().int(), name: z.string(), anonymous: z.boolean(), xp: z.number().int(), medals: z.number().int(), sessions: z.number().int(), me: z.boolean() });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardSchema = z.array(leaderboardEntrySchema);
