import type { ComplianceTexts } from './compliance-texts';

export const COMPLIANCE_TEXTS_EN: ComplianceTexts = {
  nextLevel: 'Get the facts fair and true first, then polish the pitch: compliance comes before persuasion.',
  categories: {
    'fair-housing-race': {
      message: 'Fair-housing risk: this points the buyer by race, colour or a coded hint about who lives there.',
      explanation: 'Steering people by race, even with hints like an area\'s "character", is discrimination under fair-housing law.',
      compliantLine: 'I can\'t describe areas by who lives there, but I can share school reports, commute times and crime maps so you can compare.',
    },
    'fair-housing-religion': {
      message: 'Fair-housing risk: this steers the buyer by religion.',
      explanation: 'Choosing or discouraging an area because of anyone\'s faith is religious discrimination in housing.',
      compliantLine: 'Happy to list the places of worship, shops and services near each home, so you can pick what suits you.',
    },
    'fair-housing-national-origin': {
      message: 'Fair-housing risk: this treats the buyer or tenant differently by national origin, language or accent.',
      explanation: 'Steering or screening by where someone is from, or how they speak, is national-origin discrimination.',
      compliantLine: 'I\'ll send you every listing that fits your budget and commute, in any neighbourhood you\'d like to see.',
    },
    'fair-housing-sex': {
      message: 'Fair-housing risk: this advice is based on the client being a woman or a man.',
      explanation: 'Treating a client differently because of their sex, such as steering a single woman, is sex discrimination.',
      compliantLine: 'Here are the building\'s security features and the public crime data for each area, so you can decide what feels right.',
    },
    'fair-housing-familial-status': {
      message: 'Fair-housing risk: this steers or screens people because they have (or will have) children.',
      explanation: 'Discouraging families with children, or favouring buyers without them, is familial-status discrimination.',
      compliantLine: 'The house rules apply the same to every resident; I can show you the layout, outdoor space and nearby schools.',
    },
    'fair-housing-disability': {
      message: 'Fair-housing risk: this discourages a buyer because of a disability or an assistance animal.',
      explanation: 'Steering away disabled clients, or treating assistance animals as pets, is disability discrimination.',
      compliantLine: 'Assistance animals aren\'t pets under the rules; let\'s check step-free access and any reasonable adjustments you need.',
    },
    concealment: {
      message: 'Concealment risk: this hides or plays down a known defect.',
      explanation: 'Known material defects must be disclosed; hiding them can void the sale and make you liable.',
      compliantLine: 'There is a known issue here; I\'ll put it in the disclosure with the repair report so buyers decide with the facts.',
    },
    misrepresentation: {
      message: 'Misrepresentation risk: this states something about the property that is not accurate.',
      explanation: 'Inflated areas, permit shortcuts or a flood history left out mislead the buyer and breach disclosure rules.',
      compliantLine: 'Let me get you the official figures: the measured area, the permit records and the flood history in writing.',
    },
    'guaranteed-returns': {
      message: 'Guarantee risk: this promises a price, a return or an outcome nobody can guarantee.',
      explanation: 'Future prices and returns are uncertain, so presenting them as certain is misleading.',
      compliantLine: 'Past figures here are a useful guide, not a promise; let\'s look at the data and a cautious scenario together.',
    },
    'personal-promise': {
      message: 'Promise risk: this stakes your own word on something you don\'t control.',
      explanation: 'A personal promise about an uncertain outcome is misleading and can become your liability.',
      compliantLine: 'I can\'t promise that outcome, but I can show you the evidence and what could go either way.',
    },
    'false-urgency': {
      message: 'Pressure risk: this invents an offer or a deadline, or rushes the decision.',
      explanation: 'Made-up competition or false deadlines are deceptive and push clients into decisions they can\'t weigh.',
      compliantLine: 'Here is what I actually know about other interest and the seller\'s timeline; take the time you need to decide.',
    },
    'breach-of-duty': {
      message: 'Duty risk: this shares the other side\'s confidential price or private situation.',
      explanation: 'An agent owes confidentiality to their client, so their bottom line and personal circumstances are not yours to share.',
      compliantLine: 'I can\'t share what the other side would accept, but recent comparable sales give us a solid basis for an offer.',
    },
    'dual-agency': {
      message: 'Conflict risk: this represents both sides without disclosure and written consent.',
      explanation: 'Acting for buyer and seller at once is only allowed when both know and agree in writing.',
      compliantLine: 'I also act for the seller, so I need both of you to agree in writing, or you may prefer your own agent.',
    },
    kickback: {
      message: 'Conflict risk: this recommends a provider who pays you for the referral.',
      explanation: 'Undisclosed referral payments bias your advice and are unlawful for many services.',
      compliantLine: 'Here are three providers to compare; you\'re free to choose any of them or your own.',
    },
    'mortgage-fraud': {
      message: 'Fraud risk: this suggests false or missing information on a loan application.',
      explanation: 'Misstating income, debts, employment or funds to a lender is mortgage fraud.',
      compliantLine: 'Let\'s use your real figures and documents; a broker can show what you can borrow honestly.',
    },
    'occupancy-fraud': {
      message: 'Fraud risk: this misstates who will live in the property.',
      explanation: 'Claiming to live in a home you plan to rent out, to get a better rate, is occupancy fraud.',
      compliantLine: 'If you plan to rent it out, let\'s look at investor or buy-to-let loans from the start.',
    },
    'gift-letter-fraud': {
      message: 'Fraud risk: this presents a loan or borrowed money as a gift.',
      explanation: 'A gift letter must describe a true gift; hiding a repayment deal misleads the lender.',
      compliantLine: 'If the money has to be paid back, we tell the lender it\'s a loan; a gift letter is only for a real gift.',
    },
    'price-fraud': {
      message: 'Fraud risk: this misstates the real price (cash on the side, a lower declared price or an inflated valuation).',
      explanation: 'The contract, the tax return and the lender must all see the true price; anything else is fraud.',
      compliantLine: 'The contract has to show the full price actually paid; let\'s negotiate the price itself instead.',
    },
  },
};
