import { discAssessmentSchema, discInferenceSchema, type DiscResponse } from '@app/contracts/disc';
import { apiRequest } from './http';
import { userKey } from './users';

/**
 * POST /api/analyze-disc: the AI reads the user's own chat messages. The inference becomes the
 * profile only when there was none, or with `apply` (the agent chose it); otherwise it comes back
 * to be shown beside the current profile.
 */
export const analyzeDisc = (userId: number, apply = false) =>
  apiRequest('POST', '/api/analyze-disc', { userId, ...(apply ? { apply } : {}) }, discInferenceSchema);

/** POST /api/disc-assessments (spec payload; the server scores it and updates the profile). */
export const saveDiscAssessment = (userId: number, responses: DiscResponse[]) =>
  apiRequest('POST', '/api/disc-assessments', { userId, assessmentType: 'initial', responses }, discAssessmentSchema);

/** A new profile (an assessment, an applied inference) changes every read of the user (summary, home, progress). */
export const discProfileInvalidates = (userId: number) => [userKey(userId)];
