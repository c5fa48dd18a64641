// Scorecards of the built-in scenarios (issue 24): criteria ids and weights are in the API's
// built-in cards; `default` is the card of an admin scenario that has none of its own.
const compliant = { title: 'Stays compliant', description: 'Describes the home and the deal, never who should live there, and promises nothing no one can guarantee.' };
const noReturns = { title: 'Promises no returns', description: 'Never guarantees returns, price growth or dates; states the risks plainly.' };

export const chatScorecards = {
  'property-inquiry': {
    'needs-first': { title: 'Finds out the need before pitching', description: "Asks an open question about the family's needs (space, schools, the dog) before describing the townhouse." },
    'budget-timeline': { title: 'Asks about budget and timeline', description: 'Finds out the price range and when Priya needs to move, given her shifts.' },
    answers: { title: 'Answers her questions directly', description: 'Gives a straight answer to what she asks (availability, garden, fit for the family) with a concrete detail.' },
    'next-step': { title: 'Books a viewing at the right moment', description: 'Proposes a viewing at a named time that suits her shifts, once her questions are answered.' },
    compliant,
  },
  'investment-consultation': {
    'needs-first': { title: 'Understands his goals first', description: "Asks about Mark's goals, horizon and appetite for risk before recommending anything." },
    answers: { title: 'Answers the question he asked', description: 'Responds honestly to what Mark asks, including when property is not the best fit for him.' },
    evidence: { title: 'Backs advice with figures', description: 'Supports each comparison with concrete figures (yield, costs, vacancy), not enthusiasm.' },
    tone: { title: 'Consults instead of pushing', description: 'Keeps a calm, advisory tone with no pressure, hype or talking down.' },
    'next-step': { title: 'Agrees a concrete next step', description: 'Proposes a follow-up such as a cost breakdown or a meeting, at a named time.' },
    compliant: noReturns,
  },
  'price-negotiation': {
    empathy: { title: 'Acknowledges the offer', description: 'Recognises that Elena loves the home and takes her comparison seriously.' },
    objection: { title: 'Answers her price objection with evidence', description: 'Explains the gap to the sale across the road with concrete differences or recent figures.' },
    'needs-first': { title: 'Finds out what matters beyond price', description: 'Asks which terms matter to the buyers (timing, inclusions, financing) before moving on price.' },
    'next-step': { title: 'Moves the negotiation forward', description: 'Proposes a concrete next move (a revised offer, a call with the seller) without pushing too early.' },
    compliant,
  },
  'investor-price-objection': {
    objection: { title: 'Defends the value with evidence', description: 'Answers the yield objection with figures (rent, costs, the metro line) instead of discounting first.' },
    'needs-first': { title: 'Learns his investment criteria', description: 'Asks Omar which yield, horizon and tenants he is aiming for.' },
    evidence: { title: 'Compares like with like', description: 'Uses concrete figures to compare the unit with the Harbor Street building.' },
    'next-step': { title: 'Proposes a concrete next step', description: 'Offers a next step with a time, such as a rent appraisal or a second viewing, once the objection is answered.' },
    compliant: noReturns,
  },
  'first-time-buyer-inquiry': {
    empathy: { title: 'Puts her at ease', description: 'Acknowledges that a first purchase is daunting before explaining anything.' },
    'needs-first': { title: 'Finds out what she needs', description: 'Asks an open question about what Sofia is looking for and why she wants to buy now.' },
    'budget-timeline': { title: 'Asks about budget and timeline', description: 'Finds out her deposit, her budget and when she hopes to move.' },
    answers: { title: 'Explains the costs plainly', description: 'Answers her questions about costs and steps in plain words, with concrete figures.' },
    'next-step': { title: 'Gives her a clear next step', description: 'Proposes one simple next step (a viewing or a call with a mortgage adviser) at a named time.' },
    compliant,
  },
  'bulk-purchase-negotiation': {
    'needs-first': { title: 'Understands their requirements', description: "Asks about the company's staff needs, timing and decision process before talking discount." },
    objection: { title: 'Answers the discount objection with value', description: 'Responds to the 15% demand with reasons and alternatives rather than a reflex discount.' },
    'budget-timeline': { title: 'Pins down budget and timing', description: "Finds out the budget and confirms what must be settled before Friday's board meeting." },
    'next-step': { title: 'Proposes terms and a date', description: 'Proposes concrete terms or a meeting before the board meeting, without pressure.' },
    compliant,
  },
  'off-plan-inquiry': {
    empathy: { title: 'Takes the worry seriously', description: "Acknowledges David's fear of delays instead of brushing it aside." },
    objection: { title: 'Addresses the delay risk honestly', description: "Answers the worry with facts: escrow protection, the developer's record, penalties in the contract." },
    'needs-first': { title: 'Asks what he needs', description: 'Finds out when David needs to move in and which protection matters most to him.' },
    'next-step': { title: 'Proposes a concrete next step', description: 'Offers a next step with a time, such as reviewing the contract together, once the worry is answered.' },
    compliant: { title: 'Promises no dates or growth', description: 'Never guarantees a handover date or a rise in value; explains the real protections instead.' },
  },
  // Phone-call training scenarios (ids from CALL_SCENARIOS in contracts/voice).
  'first-time-buyer': {
    empathy: { title: 'Puts her at ease', description: 'Acknowledges that buying a first home is daunting before explaining anything.' },
    'needs-first': { title: 'Finds out what she needs', description: 'Asks an open question about what Sarah is looking for before describing any home.' },
    'budget-timeline': { title: 'Asks about deposit, budget and timing', description: 'Finds out her deposit, her monthly budget and when she hopes to move.' },
    answers: { title: 'Explains without jargon', description: 'Answers her questions about mortgages and costs in plain words, with a concrete figure.' },
    'next-step': { title: 'Books a clear next step', description: 'Proposes a viewing or a call with a mortgage adviser at a named time.' },
    compliant,
  },
  'luxury-investor': {
    'needs-first': { title: 'Learns his investment criteria', description: 'Asks Michael which yield, horizon and risk he is aiming for before recommending anything.' },
    objection: { title: 'Answers his doubts with evidence', description: 'Meets each challenge to a figure with market data rather than enthusiasm.' },
    evidence: { title: 'Backs every claim with figures', description: 'Supports comparisons with concrete numbers: rent, costs, recent sales.' },
    tone: { title: 'Stays composed and advisory', description: 'Keeps a calm, factual tone under his questioning, with no hype or pressure.' },
    'next-step': { title: 'Proposes a concrete next step', description: 'Offers an appraisal, a data pack or a viewing at a named time.' },
    compliant: noReturns,
  },
  'urgent-relocation': {
    'needs-first': { title: 'Pins down his must-haves quickly', description: 'Asks David the few questions that matter (area, size, commute) without wasting his time.' },
    'budget-timeline': { title: 'Confirms budget and the deadline', description: 'Finds out his budget and confirms the two-week deadline and his available days.' },
    answers: { title: 'Answers directly and briefly', description: 'Gives short, straight answers to what he asks, with a concrete detail.' },
    'next-step': { title: 'Commits to a shortlist and a viewing plan', description: 'Ends the call with a shortlist promised for a time and viewings booked on named days.' },
    compliant,
  },
  'family-upgrade': {
    empathy: { title: 'Builds rapport with the family', description: "Responds warmly to Emma's situation and what a bigger home means for her children." },
    'needs-first': { title: 'Finds out what the family needs', description: 'Asks about space, schools and the areas she is considering before suggesting homes.' },
    'budget-timeline': { title: 'Asks about budget and timing', description: 'Finds out the budget, whether they must sell first and when they want to move.' },
    'next-step': { title: 'Proposes viewings at the right moment', description: 'Suggests viewings at a named time once her priorities are clear.' },
    compliant,
  },
  default: {
    'needs-first': { title: "Finds out the client's need before pitching", description: 'Asks an open question about what the client needs before proposing anything.' },
    objection: { title: "Answers the client's objection with evidence", description: 'Deals with each concern the client raises, with a concrete fact or figure.' },
    'budget-timeline': { title: 'Asks about budget and timeline', description: 'Finds out what the client can spend and when they need to decide.' },
    'next-step': { title: 'Proposes a concrete next step at the right moment', description: "Proposes a next step with a time once the client's concerns are settled." },
    compliant,
  },
};
