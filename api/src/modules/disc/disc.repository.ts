import type { Db } from '../../lib/db';
import type { ChatRepository } from '../chat/chat.repository';
import type { UsersRepository } from '../users/users.repository';

export interface StoredProfile {
  primaryType: string;
  dominant: number;
  influencer: number;
  steady: number;
  compliant: number;
}

/** Assessments are the DISC module's; the profile on the user row and the chats are asked of their owners. */
export function createDiscRepository(db: Db, { users, chat }: { users: Pick<UsersRepository, 'exists' | 'saveDiscProfile' | 'findSummary'>; chat: Pick<ChatRepository, 'completedConversations'> }) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.discAssessment.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    userExists: users.exists,

    /** Saves the assessment and the user's profile from it together. */
    async saveAssessment(userId: number, data: { assessmentType: string; responses: string; results: string; primaryStyle: string }, profile: StoredProfile, at: Date) {
      const [row] = await db.$transaction([
        db.discAssessment.create({ data: { userId, ...data, createdAt: at } }),
        users.saveDiscProfile(userId, profileData(profile, at)),
      ]);
      return row;
    },

    /** How many assessments the user saved from `since` on (the first of a period earns XP). */
    countAssessmentsSince: (userId: number, since: Date) => db.discAssessment.count({ where: { userId, createdAt: { gte: since } } }),

    listAssessments: (userId: number) => db.discAssessment.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),

    /** The user's stored profile columns (null when they have none yet). */
    async currentProfile(userId: number) {
      const user = await users.findSummary(userId);
      return user?.discPrimaryType ? user : null;
    },

    saveProfile: (userId: number, profile: StoredProfile, at: Date) => users.saveDiscProfile(userId, profileData(profile, at)),

    /** The user's own chat messages, grouped by completed session (the AI's DISC inference reads them). */
    completedSessions: (userId: number) => chat.completedConversations(userId, 20),
  };
}

function profileData(profile: StoredProfile, at: Date) {
  return {
    discPrimaryType: profile.primaryType,
    discDominant: profile.dominant,
    discInfluencer: profile.influencer,
    discSteady: profile.steady,
    discCompliant: profile.compliant,
    discUpdatedAt: at,
  };
}

export type DiscRepository = ReturnType<typeof createDiscRepository>;
