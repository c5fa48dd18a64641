// Demo training scenarios seeded on a fresh database so a newcomer's first session has real content.
export interface DemoChallenge {
  title: string;
  description: string;
  scenario: string;
  initialMessage: string;
  category: string;
  difficulty: 'easy' | 'medium' | 'hard';
  clientName: string;
  clientType: string;
  expectedResponse: string;
  tips: string[];
}

export const demoChallenges: DemoChallenge[] = [
  {
    title: 'Investor Price Objection',
    description: 'A seasoned investor says the asking price is too high for the rental yield. Defend the value without discounting first.',
    scenario:
      'Omar owns six rental apartments and is considering a two-bedroom unit near the new metro line, listed at $420,000. He has run his own numbers, believes the gross yield is only 5.1%, and compares it with a cheaper building two streets away.',
    initialMessage:
      "I've looked at the figures. At 420 the yield barely clears five percent, and the building on Harbor Street is asking 380 for the same size. Why would I pay a premium here?",
    category: 'objection',
    difficulty: 'hard',
    clientName: 'Omar Haddad',
    clientType: 'Investor',
    expectedResponse:
      'Acknowledge his analysis, ask which assumptions he used, then reframe around total return: metro-driven rent growth, lower vacancy and service charges, and resale demand, backed by comparable figures.',
    tips: [
      'Agree with what is true in his numbers before adding what they leave out.',
      'Ask which rent and vacancy figures he assumed; investors respect precise questions.',
      'Compare total return over five years, not the headline price.',
    ],
  },
  {
    title: 'First-Time Buyer Inquiry',
    description: 'A nervous first-time buyer is unsure where to start. Build trust and turn confusion into a clear next step.',
    scenario:
      'Sofia, 29, rents a one-bedroom flat and has saved a 10% deposit. She has seen a listing for a two-bedroom apartment online but has never spoken to a bank or an agent and worries about hidden costs.',
    initialMessage:
      "Hi, I saw the two-bedroom on Linden Avenue. Honestly, I've never bought anything before and I don't even know what I should be asking. Is a 10% deposit enough?",
    category: 'inquiry',
    difficulty: 'easy',
    clientName: 'Sofia Martins',
    clientType: 'First-time buyer',
    expectedResponse:
      'Reassure her that the question is normal, explain the purchase steps in plain words, outline the costs beyond the deposit, and offer a mortgage pre-approval introduction and a viewing.',
    tips: [
      'Avoid jargon; explain any term you have to use.',
      'Break the process into three or four simple steps.',
      'End with one concrete next step she can say yes to.',
    ],
  },
  {
    title: 'Bulk Purchase Negotiation',
    description: 'A company wants five units at once and expects a large discount. Negotiate terms that keep the deal profitable.',
    scenario:
      'Greenline Logistics is relocating staff to the city and wants five furnished one-bedroom units in the same development. Their procurement manager is used to volume discounts and has a board meeting on Friday.',
    initialMessage:
      "We're ready to take five units this month if the price is right. For a bulk order like this we'd expect at least 15% off list. Can you make that work before Friday?",
    category: 'negotiation',
    difficulty: 'hard',
    clientName: 'Victoria Chen',
    clientType: 'Corporate buyer',
    expectedResponse:
      'Thank her for the volume, clarify priorities (timing, furnishing, payment schedule), and trade value rather than price: a smaller discount tied to a fast close, staged payments or included furniture packages.',
    tips: [
      'Find out what matters beyond price before conceding anything.',
      'Never give a discount without getting something back, such as a faster close.',
      'Use her Friday deadline to agree on a clear decision process.',
    ],
  },
  {
    title: 'Off-Plan Inquiry',
    description: 'A cautious buyer is interested in an off-plan project but fears construction delays. Address risk honestly.',
    scenario:
      'David wants a three-bedroom apartment in a tower due for completion in two years. A friend lost money on a delayed project, so he is worried about the developer, escrow protection and what happens if handover slips.',
    initialMessage:
      "The off-plan prices look attractive, but a friend of mine waited three extra years for his flat. What guarantees do I actually get if the developer is late?",
    category: 'inquiry',
    difficulty: 'medium',
    clientName: 'David Okafor',
    clientType: 'Owner-occupier',
    expectedResponse:
      "Take the concern seriously, explain escrow and payment milestones, share the developer's delivery track record, and point to the contract clauses on delays and compensation.",
    tips: [
      'Validate the concern; dismissing it destroys trust.',
      'Use facts: escrow rules, milestones, past delivery dates.',
      'Offer to walk through the contract clauses on delay together.',
    ],
  },
  {
    title: 'Property Inquiry',
    description: 'A busy professional asks about a listing by message. Qualify the lead quickly and book a viewing.',
    scenario:
      'Priya, a doctor with irregular shifts, is relocating within the city. She messaged about a three-bedroom townhouse with a garden and wants to know whether it suits a family with a dog and two school-age children.',
    initialMessage:
      "Hello, is the townhouse on Maple Close still available? We have two kids and a big dog. Is the garden fenced, and how far is it from a decent school?",
    category: 'inquiry',
    difficulty: 'easy',
    clientName: 'Priya Sharma',
    clientType: 'Family buyer',
    expectedResponse:
      'Answer her questions directly, ask two or three qualifying questions (budget, timing, must-haves), and propose viewing slots that fit a shift worker.',
    tips: [
      'Answer her questions first, then ask yours.',
      'Qualify budget and timing without sounding like a form.',
      'Offer specific viewing times, including early or late slots.',
    ],
  },
  {
    title: 'Investment Consultation',
    description: 'A client with savings wants advice on whether property beats other investments. Consult, do not pitch.',
    scenario:
      'Mark, 45, has $250,000 in savings and is choosing between a rental property, index funds and paying down his mortgage. He wants an honest opinion and distrusts agents who only push sales.',
    initialMessage:
      "I've got some money set aside and everyone tells me something different. Be straight with me: is buying a rental actually better than just putting it in the stock market?",
    category: 'consultation',
    difficulty: 'medium',
    clientName: 'Mark Jensen',
    clientType: 'Private investor',
    expectedResponse:
      'Ask about his goals, horizon, risk tolerance and involvement, compare the options fairly including property costs and leverage, and suggest a property only if it fits his situation.',
    tips: [
      'Ask about goals and time horizon before recommending anything.',
      'Be candid about the costs and effort of owning a rental.',
      'Trust comes from advice that could cost you the sale.',
    ],
  },
  {
    title: 'Price Negotiation',
    description: 'A buyer who loves the home makes a low offer. Negotiate toward a price the seller will accept.',
    scenario:
      'Elena and her partner have viewed a renovated two-bedroom listed at $310,000 twice and clearly love it. She opens with $270,000, citing a recent sale nearby, while the seller has said they will not go below $300,000.',
    initialMessage:
      "We really like the apartment, but the one across the road sold for 275 last month. We'd like to offer 270. Can you put that to the seller today?",
    category: 'negotiation',
    difficulty: 'medium',
    clientName: 'Elena Petrova',
    clientType: 'Home buyer',
    expectedResponse:
      'Agree to present any offer, explain the differences from the comparable sale (renovation, floor, view), set realistic expectations about the seller, and invite a stronger offer or better terms.',
    tips: [
      'You must present every offer; say so, then manage expectations.',
      'Explain why the comparable is not like for like.',
      'Explore terms such as completion date that may matter to the seller.',
      'Keep the emotional connection to the home alive.',
    ],
  },
];
