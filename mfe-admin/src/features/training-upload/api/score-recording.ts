import { useMutation } from '@tanstack/react-query';
import { scoreTranscript } from '@app/api-client/scorecards';

/** POST /api/scorecards/score-transcript: a training recording read on its scenario's card. */
export const useScoreRecording = () => useMutation({ mutationFn: (r: { scenario: string; transcript: string }) => scoreTranscript({ scenarioId: r.scenario, transcript: r.transcript }) });
