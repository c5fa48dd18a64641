import type { ClientLines } from './line-types';

// D: short, blunt, results and time.
export const D_EN: ClientLines = {
  opening: [
    "I'm a busy person. What are the key benefits, and what's the timeline?",
    "Let's keep this short. Give me the key benefits and the timeline.",
    "I don't have much time. Key benefits and timeline, please.",
  ],
  openingAsk: [
    "So, briefly: what are the key benefits, and what's the timeline?",
    "Give me the key benefits and the timeline, briefly.",
  ],
  ack: ["Okay.", "Noted.", "Right."],
  warm: ["Good. That's useful.", "Fine, that's concrete.", "Now we're talking.", "Okay. That's what I needed."],
  coolVague: ['Be specific.', "That's vague. Facts, please.", 'Skip the fluff.', 'That tells me nothing.'],
  coolPressure: ["Don't push me.", 'I decide when I am ready, not you.', "Pressure doesn't work on me.", 'Drop the sales pitch.'],
  coolRude: ['Watch your tone.', "That's no way to talk to a client.", 'Lose the attitude.'],
  revealNeed: ['I need {need}. Can you deliver that?', 'Bottom line: {need}.', 'What matters: {need}. Next.', '{need} is non-negotiable.'],
  revealBudget: ['My budget is {budget}. Not a cent more.', '{budget}, max.', 'I can go to {budget}. That is it.'],
  revealTimeline: ['I want this done {timeline}.', 'Timeline: {timeline}. Can you hit it?', '{timeline}. No delays.'],
  allRevealed: [
    "I've told you what I need. Now show me you can deliver.",
    "You have my requirements. What's your answer?",
    'Enough questions. Give me a proposal.',
  ],
  objection: ['{objection} Convince me.', '{objection} Fix that.', 'Not so fast. {objection}', "{objection} What's your answer?"],
  objectionAgain: ["You didn't answer me about {concern}.", "I asked about {concern}. Answer it.", "Again: what about {concern}?"],
  resolved: ['Fair enough.', 'Okay, that answers it.', 'Good answer.', 'That works for me.'],
  tooEarly: [
    'Not yet. Why is this worth my time?',
    "Slow down. You haven't made your case.",
    "I'm not booking anything until I see the value.",
    'Too early. Key facts first.',
  ],
  unheard: ["You haven't even asked what I need.", "You don't know my requirements yet.", "Ask me what I want first."],
  nudge: ["And? What's the bottom line?", "What's in it for me?", 'Get to the point.', 'What else?', 'How fast can this happen?'],
  agree: ['Fine. Book it and send me the details.', "Deal. Let's do it. Send the confirmation.", "Alright, you've earned it. Set it up."],
  walkAway: ["I'm done here. Goodbye.", "This is a waste of my time. I'll find another agent.", "We're finished."],
  wrapUp: ["I've heard enough for today. Send me a summary.", "Time's up. Email me the key points."],
  ended: ["We're done for now. Send me the details.", "I've made my decision. Follow up by email."],
};
