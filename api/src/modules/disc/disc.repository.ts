import type { Db } from '../../lib/db';

export interface StoredProfile {
  primaryType: string;
  dominant: number;
  influencer: number;
  steady: number;
  compliant: number;
}

export function createDiscRepository(db: Db) {
  return {
    userExists: async (userId: number) => (await db.user.count({ where: { id: userId } })) > 0,

    /** Saves the assessment and the user's profile from it together. */
    async saveAssessment(userId: number, data: { assessmentType: string; responses: string; results: string; primaryStyle: string }, profile: StoredProfile, at: Date) {
      const [row] = await db.$transaction([
        db.discAssessment.create({ data: { userId, ...data, createdAt: at } }),
        db.user.update({ where: { id: userId }, data: profileData(profile, at) }),
      ]);
      return row;
    },

    listAssessments: (userId: number) => db.discAssessment.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),

    saveProfile: (userId: number, profile: StoredProfile, at: Date) => db.user.update({ where: { id: userId }, data: profileData(profile, at) }),

    /** The user's own chat messages, grouped by completed session (the AI's DISC inference reads them). */
    async completedSessions(userId: number) {
      return db.chatSession.findMany({
        where: { userId, completed: true },
        orderBy: { completedAt: 'desc' },
        take: 20,
        select: { messages: { select: { isAgent: true, content: true }, orderBy: { id: 'asc' } } },
      });
    },
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
