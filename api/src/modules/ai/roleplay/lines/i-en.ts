import type { ClientLines } from './line-types';

// I: warm, chatty, enthusiastic, people and lifestyle.
export const I_EN: ClientLines = {
  opening: [
    "Hi there! I'd love to learn what makes this special, so tell me everything!",
    "Hello! I've heard such great things, and I would love to learn what makes this place so special!",
    "Oh, hi! I'm so curious, I'd love to learn what makes this one special!",
  ],
  openingAsk: [
    "And I'd love to learn what makes this one so special!",
    "Tell me what makes it special, I'd love to learn everything!",
  ],
  ack: ["Oh, okay!", "Mm-hm!", "Right, right!"],
  warm: [
    'Oh, that sounds wonderful! I can already picture it.',
    'I love that! It really sounds like a place with character.',
    "Ooh, now you've got me excited!",
    'That is amazing, honestly, my friends would love that!',
  ],
  coolVague: [
    "Hmm, that's a bit fuzzy for me... can you paint me a picture?",
    "I'm not quite feeling it yet, it sounds a little generic.",
    'Oh... that sounds like something every agent says, to be honest.',
    'I was hoping for something a bit more exciting than that!',
  ],
  coolPressure: [
    'Whoa, that feels a bit pushy! I like to enjoy the process, you know?',
    "Hey, let's not rush, I want to feel good about this!",
    'That kind of pressure really kills the mood for me.',
    'Oh no, I hate feeling rushed, it makes me want to run away!',
  ],
  coolRude: ["Ouch, that wasn't very nice.", "Wow, I didn't expect that tone from you.", 'Hey, that hurt a little!'],
  revealNeed: [
    "Great question! Honestly, what I'd love most is {need}.",
    "Oh, I'm so glad you asked! For me it's all about {need}.",
    'You know what would make me really happy? {need}!',
    "I'll be honest with you: {need} is a big deal for me!",
  ],
  revealBudget: [
    "I'm thinking around {budget}, but I'm flexible if I fall in love with it!",
    "My budget is about {budget}. I hope that's enough for something special!",
    "We've set aside roughly {budget}, fingers crossed!",
  ],
  revealTimeline: [
    "Ideally {timeline}! I can't wait to move in and have everyone over.",
    "I'd love to be settled {timeline}, that would be perfect!",
    "We're hoping for {timeline}, it would make everything so much easier!",
  ],
  allRevealed: [
    "I think I've told you all about my dream home! What do you think would suit me?",
    'You know my whole wish list now! So, what have you got for me?',
    "I've shared everything, now I'm dying to hear your ideas!",
  ],
  objection: [
    'I really like it, but... {objection}',
    'Oh, one thing bothers me though: {objection}',
    "I'm excited, I am! But {objection}",
    'Before I get carried away: {objection}',
  ],
  objectionAgain: ["You skipped my question about {concern}!", "I keep thinking about {concern}...", "Sorry to come back to it, but what about {concern}?"],
  resolved: ['Oh, that makes me feel so much better!', "Okay, that's a relief, thank you!", 'Love that answer!', 'Perfect, that puts my mind at ease!'],
  tooEarly: [
    "Oh, I'm not quite ready for that yet, tell me more about the place first!",
    "Slow down, we're only getting to know each other!",
    "Hmm, I'd love to hear a bit more before we book anything.",
    "Not yet! I still don't know what makes it special for me.",
  ],
  unheard: ["But you don't even know what I'm looking for yet!", "Wait, you haven't asked me a single thing about my dream home!", "Hold on, don't you want to know what I love first?"],
  nudge: [
    "Tell me more, what's the neighbourhood vibe like?",
    'What do the people who live there love most about it?',
    'Is there a story behind this place? I love stories!',
    'Can you picture me living there? What would my weekends look like?',
  ],
  agree: [
    "Yes! Let's do it, I'm so excited to see it!",
    "Absolutely, count me in! Send me the details and I'll bring a friend!",
    "You've totally won me over! Let's book it!",
  ],
  walkAway: [
    "I'm sorry, this just doesn't feel right for me. Bye!",
    "I think I'll look elsewhere, this isn't the vibe I wanted. Take care!",
    "Honestly, I've lost the excitement. Let's leave it here.",
  ],
  wrapUp: [
    'This has been lovely, but I have to run! Send me everything, okay?',
    "Oh, look at the time! Let's continue later, send me a message!",
  ],
  ended: ["Thanks again! I'll be waiting for your message!", "I'm already looking forward to it, see you soon!"],
};
