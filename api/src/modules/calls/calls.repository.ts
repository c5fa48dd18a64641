import type { Db } from '../../lib/db';

export interface NewCall {
  callSid: string;
  userId: number;
  provider: string;
  scenario: string;
  phoneNumber: string;
  language: string;
}

export interface CallResult {
  overallScore: number;
  strengths: string;
  improvements: string;
  metrics: string;
  endedAt: Date;
  /** The call on its scenario's card (JSON) and the medal it earned. */
  scorecard?: string;
  medal?: string | null;
}

const byId = { orderBy: { id: 'asc' as const } };

export function createCallsRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.call.findMany({ where: { userId }, orderBy: { id: 'asc' }, include: { entries: { orderBy: { id: 'asc' } } } }),
    create: (data: NewCall) => db.call.create({ data }),
    find: (callSid: string) => db.call.findUnique({ where: { callSid } }),
    entries: (callId: number) => db.callTranscriptEntry.findMany({ where: { callId }, ...byId }),
    addEntry: (callId: number, speaker: 'agent' | 'client', text: string) => db.callTranscriptEntry.create({ data: { callId, speaker, text } }),
    setStatus: (callSid: string, status: string) => db.call.update({ where: { callSid }, data: { status } }),
    setMetrics: (callSid: string, metrics: string) => db.call.update({ where: { callSid }, data: { metrics } }),
    /** Only the first end counts: a second End Call or a late status callback changes nothing. */
    async complete(callSid: string, result: CallResult) {
      const { count } = await db.call.updateMany({ where: { callSid, endedAt: null }, data: { ...result, status: 'completed' } });
      return count === 1;
    },
    /** The digits the user's latest call was placed to ('' on rows from before numbers were kept). */
    lastPhoneNumber: (userId: number) =>
      db.call.findFirst({ where: { userId, phoneNumber: { not: '' } }, orderBy: { id: 'desc' }, select: { phoneNumber: true } }).then((r) => r?.phoneNumber ?? null),
    /** The user's calls scored on a card, for their medals. */
    scoredCalls: (userId: number) =>
      db.call.findMany({ where: { userId, scorecard: { not: null } }, select: { callSid: true, scenario: true, scorecard: true, medal: true, endedAt: true, startedAt: true }, orderBy: { id: 'asc' } }),
    completedForUser: (userId: number) =>
      db.call.findMany({ where: { userId, status: 'completed', overallScore: { not: null } }, orderBy: { endedAt: 'desc' }, take: 100 }),
  };
}

export type CallsRepository = ReturnType<typeof createCallsRepository>;
export type CallRow = NonNullable<Awaited<ReturnType<CallsRepository['find']>>>;
