import type { CardLines } from './card-lines';

export const CARD_LINES_EN: CardLines = {
  discovery: (quote) =>
    quote
      ? `Thanks for reaching out about that ("${quote}"). Before I suggest anything, what matters most to you in your next home, and what is prompting the move?`
      : 'Before I suggest anything, what matters most to you in your next home, and what is prompting the move?',
  budget: 'So I only show you homes that fit: what budget are you working with, and how are you planning to finance it?',
  timeline: 'And when would you ideally like to have moved, or by when do you need to decide?',
  budgetAndTimeline: 'To point you to the right homes: what budget are you working with, and by when would you like to have moved?',
  nextStep: (afterConcern) =>
    afterConcern
      ? 'Now that we have gone through your concern, shall we take the next step: would Thursday at 6 pm or Saturday at 11 am suit you for a viewing?'
      : 'Shall we book a viewing so you can see it for yourself: would Thursday at 6 pm or Saturday at 11 am suit you?',
  empathy: (quote) => `I understand: "${quote}" is a fair point, and it is worth getting right before you decide anything.`,
  calm: (phrase) => `Instead of "${phrase}": there is no rush on my side; take the time you need, and I will send you everything in writing so you can decide calmly.`,
};
