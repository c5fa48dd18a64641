export const voiceKeys = {
  attempts: (scenario: string) => ['voice', 'attempts', scenario] as const,
  transcript: (callSid: string) => ['calls', 'transcript', callSid] as const,
  score: (callSid: string) => ['calls', 'score', callSid] as const,
  insights: () => ['calls', 'insights'] as const,
  lastNumber: () => ['calls', 'last-number'] as const,
};
