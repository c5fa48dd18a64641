import type { ClientLines } from './line-types';

// C: precise, sceptical, data and documents.
export const C_EN: ClientLines = {
  opening: [
    'Good day. Please send me the specifications and the current market conditions.',
    "Hello. I'd like the full specifications and an overview of current market conditions before we go further.",
    'Before we talk, I need the specifications and data on market conditions.',
  ],
  openingAsk: [
    "I'd also like the specifications and the current market conditions before we go further.",
    "Please include the specifications and data on market conditions as well.",
  ],
  ack: ["Noted.", "Understood.", "I see."],
  warm: ['Those figures are useful.', "Good, that's verifiable.", 'That data is relevant. Noted.', 'Precise answer. Thank you.'],
  coolVague: [
    "That's not precise. I need exact figures.",
    '"Nice" is not a specification. What are the numbers?',
    "Please be specific: what's the source?",
    "That's an opinion, not data.",
  ],
  coolPressure: [
    'Urgency is not an argument. Show me the data.',
    "I don't make decisions under pressure. I make them on evidence.",
    "Pressure suggests the numbers don't hold up.",
    "I'll decide after I've analysed the facts.",
  ],
  coolRude: ["That's unprofessional.", "Let's keep this factual, please.", 'Tone is not data. Stick to the facts.'],
  revealNeed: [
    'My requirement is {need}. What data do you have on that?',
    'Criterion number one: {need}. Can you document it?',
    'I need {need}. Please quantify how this property meets it.',
    'Specifically: {need}. What are the exact figures?',
  ],
  revealBudget: [
    "My budget is {budget}, including all costs. What's the price per square metre?",
    "The ceiling is {budget}. I'll need a full cost breakdown.",
    '{budget}, all-in. What are the transaction costs exactly?',
  ],
  revealTimeline: [
    "The target date is {timeline}. What's the realistic closing schedule?",
    'I plan to complete {timeline}. How many days does each step take?',
    'Timeline: {timeline}. What could delay it, specifically?',
  ],
  allRevealed: [
    'You have my criteria. Now show me how this property scores against each one.',
    "I've given you all the requirements. Where is the comparison?",
    "That's the full list. What does the data say?",
  ],
  objection: ['{objection} What do the numbers say?', 'One issue: {objection} Do you have data on that?', "{objection} I'll need documentation.", 'Let me be precise. {objection}'],
  objectionAgain: ["That doesn't answer my question about {concern}.", "You haven't addressed {concern}.", "I'm still waiting for data on {concern}."],
  resolved: ["That's a satisfactory answer.", 'The figures support that. Accepted.', 'Understood, that addresses the point.', 'Documented. Good.'],
  tooEarly: [
    "I'm not scheduling anything before I've seen the data.",
    'Premature. I still need the specifications.',
    'First the figures, then the next step.',
    "I'll decide once the analysis is complete.",
  ],
  unheard: ["You haven't asked for my criteria.", "How can you propose anything without my requirements?", "First collect my requirements, then propose."],
  nudge: [
    "What's the price per square metre compared with recent sales?",
    'What is the year of construction, and what does the condition report say?',
    'What are the annual running costs, exactly?',
    'How many comparable properties sold in the last six months?',
  ],
  agree: [
    'Agreed. Send me the documents beforehand so I can review them.',
    'The numbers work. Schedule it and send the agenda.',
    'Fine. Confirm the time in writing, please.',
  ],
  walkAway: [
    "The information is insufficient. I'll end the conversation here.",
    "I don't see the data to justify continuing. Goodbye.",
    "This is not a serious analysis. We're done.",
  ],
  wrapUp: ['I need time to analyse this. Send me everything in writing.', "Please email the documents; I'll review them and reply."],
  ended: ["I'll review the documents and confirm.", "Noted. I'll wait for the written confirmation."],
};
