/** Better lines for a criterion the agent missed, composed for this conversation. */
export interface CardLines {
  discovery(clientQuote: string | null): string;
  budget: string;
  timeline: string;
  budgetAndTimeline: string;
  nextStep(afterConcern: boolean): string;
  empathy(clientQuote: string): string;
  calm(phrase: string): string;
}
