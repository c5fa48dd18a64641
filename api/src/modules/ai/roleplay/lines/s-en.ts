import type { ClientLines } from './line-types';

// S: cautious, process-minded, safety and family.
export const S_EN: ClientLines = {
  opening: [
    "Hello. I'm a bit new to this; could you help me understand the process?",
    'Hi, thank you for your time. Could you help me understand how the process works, step by step?',
    "Hello. Before anything else, I'd like your help understanding the process.",
  ],
  openingAsk: [
    "Could you also help me understand how the process works, step by step?",
    "And I'd appreciate your help understanding the process.",
  ],
  ack: ["I see.", "Okay, thank you.", "Alright."],
  warm: ["That's reassuring, thank you.", 'Okay, that helps me feel more comfortable.', "Thank you, that's helpful to know.", 'That sounds safe and sensible.'],
  coolVague: [
    "I'm not sure I follow. Could you explain it step by step?",
    "That's a bit unclear to me. What exactly happens?",
    'I need something more concrete before I feel comfortable.',
    "Sorry, I don't quite understand what that means for us.",
  ],
  coolPressure: [
    "I don't like to be rushed. This is a big decision for my family.",
    'That makes me uncomfortable. I need time to think.',
    'Please, no pressure. I need to feel safe about this.',
    'When I feel pushed, I usually step back.',
  ],
  coolRude: ["That was a bit harsh. I'd prefer we stay calm.", "I don't feel comfortable with that tone.", 'Please, there is no need to be short with me.'],
  revealNeed: [
    "Well... for us, it's important to have {need}.",
    "If I'm honest, what I really need is {need}. Is that possible?",
    'My main concern is {need}. How would that work?',
    'We need {need}; that would give us peace of mind.',
  ],
  revealBudget: [
    "We've planned carefully and can spend up to {budget}.",
    "Our budget is {budget}. We don't want any surprises beyond that.",
    'We can manage about {budget}, step by step.',
  ],
  revealTimeline: [
    "We'd like to move {timeline}, if the process allows it.",
    'We plan to move {timeline}. Is that realistic?',
    "{timeline} would be ideal, but I don't want to rush things.",
  ],
  allRevealed: [
    "I think I've told you what we need. What would be the next step in the process?",
    "That's everything that matters to us. How do we proceed safely?",
    'You know our situation now. What do you suggest we do first?',
  ],
  objection: [
    "I'm a bit worried. {objection}",
    'Before we go further: {objection} How would that work for us?',
    'There is one thing that makes me nervous: {objection}',
    'I need to be careful here. {objection}',
  ],
  objectionAgain: ["I'm sorry, but I'm still worried about {concern}.", "You didn't quite answer my concern about {concern}.", "I keep coming back to {concern}. Could you explain?"],
  resolved: ['Thank you, that puts my mind at rest.', 'Okay, I feel better about that now.', "That's reassuring, I appreciate it.", 'Alright, that sounds safe enough.'],
  tooEarly: [
    "I'm not ready for that step yet. I still need to understand the process.",
    'Could we slow down a little? I have more questions first.',
    "I'd rather not commit to anything yet.",
    'That feels a bit soon for me.',
  ],
  unheard: ["You haven't asked about our situation yet.", "I'd feel better if you first understood what we need.", "Before any next step, don't you need to know what matters to us?"],
  nudge: ['What would happen next, step by step?', 'How does this usually go for families like ours?', 'Who would help us if something goes wrong?', 'What should we prepare first?'],
  agree: [
    "Alright, I feel comfortable with that. Let's take that next step together.",
    'Yes, that sounds like a safe plan. Please send me the details.',
    "Okay, let's do it. Thank you for being so patient with me.",
  ],
  walkAway: [
    "I'm sorry, I don't feel comfortable continuing. Goodbye.",
    'I think we need to step back from this. Thank you for your time.',
    "This doesn't feel right for us. We'll stop here.",
  ],
  wrapUp: [
    'Thank you, this is a lot to take in. Could you send me a summary so I can discuss it with my family?',
    'I need some time to think it over calmly. Please send me the details.',
  ],
  ended: ["Thank you again. I'll wait for the details.", "We'll be in touch once we've talked it through."],
};
