import { describe, expect, it } from 'vitest';
import type { CallInsight } from '@app/contracts/voice';
import { insightStats } from './insight-stats';

const call = (overallScore: number, duration: number, rapport = 50): CallInsight => ({
  id: overallScore, callSid: `CA${overallScore}`, clientName: 'Sarah', scenario: 'x', difficulty: 'easy', personality: 'S', overallScore, duration,
  completedAt: new Date().toISOString(), metrics: { confidence: 70, clarity: 80, persuasion: 60, rapport }, aiAnalysis: { summary: '' },
});

describe('insight stats', () => {
  it('when calls improved over time, then the trend is the newer half minus the older half, and the weakest skill is found', () => {
    // Newest first, as the API answers.
    const s = insightStats([call(80, 100, 40), call(70, 50, 40), call(60, 30, 40), call(50, 20, 40)]);
    expect(s).toMatchObject({ count: 4, average: 65, totalSec: 200, trend: 20, weakest: 'rapport' });
    expect(s.skills).toEqual({ confidence: 70, clarity: 80, persuasion: 60, rapport: 40 });
  });

  it('when there is one call or none, then there is no trend and no weakest skill without calls', () => {
    expect(insightStats([call(70, 10)]).trend).toBeNull();
    expect(insightStats([])).toMatchObject({ count: 0, average: 0, totalSec: 0, trend: null, weakest: null });
  });
});
