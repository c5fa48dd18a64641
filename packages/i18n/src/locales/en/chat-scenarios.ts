// Built-in chat scenarios (ids in @app/contracts/chat BUILTIN_SCENARIOS), used when no chat challenge is active.
export const chatScenarios = {
  'property-inquiry': {
    title: 'Property Inquiry',
    description: 'A busy professional asks about a listing by message. Qualify the lead quickly and book a viewing.',
    situation:
      'Priya, a doctor with irregular shifts, is relocating within the city. She messaged about a three-bedroom townhouse with a garden and wants to know whether it suits a family with a dog and two school-age children.',
    initialMessage: 'Hello, is the townhouse on Maple Close still available? We have two kids and a big dog.',
    clientName: 'Priya Sharma',
    clientType: 'Family buyer',
  },
  'investment-consultation': {
    title: 'Investment Consultation',
    description: 'A client with savings wants advice on whether property beats other investments. Consult, do not pitch.',
    situation:
      'Mark, 45, has $250,000 in savings and is choosing between a rental property, index funds and paying down his mortgage. He wants an honest opinion and distrusts agents who only push sales.',
    initialMessage: "I've got some money set aside and everyone tells me something different.",
    clientName: 'Mark Jensen',
    clientType: 'Private investor',
  },
  'price-negotiation': {
    title: 'Price Negotiation',
    description: 'A buyer who loves the home makes a low offer. Negotiate toward a price the seller will accept.',
    situation:
      'Elena and her partner have viewed a renovated two-bedroom listed at $310,000 twice and clearly love it. She opens with $270,000, citing a recent sale nearby, while the seller will not go below $300,000.',
    initialMessage: 'We really like the apartment, but the one across the road sold for 275 last month.',
    clientName: 'Elena Petrova',
    clientType: 'Home buyer',
  },
  'investor-price-objection': {
    title: 'Investor Price Objection',
    description: 'A seasoned investor says the asking price is too high for the rental yield. Defend the value without discounting first.',
    situation:
      'Omar owns six rental apartments and is considering a two-bedroom unit near the new metro line, listed at $420,000. He believes the gross yield is only 5.1% and compares it with a cheaper building two streets away.',
    initialMessage: "At 420 the yield barely clears five percent, and the building on Harbor Street is asking 380 for the same size.",
    clientName: 'Omar Haddad',
    clientType: 'Investor',
  },
  'first-time-buyer-inquiry': {
    title: 'First-Time Buyer Inquiry',
    description: 'A nervous first-time buyer is unsure where to start. Build trust and turn confusion into a clear next step.',
    situation:
      'Sofia, 29, rents a one-bedroom flat and has saved a 10% deposit. She has seen a two-bedroom apartment online but has never spoken to a bank or an agent and worries about hidden costs.',
    initialMessage: "Hi, I saw the two-bedroom on Linden Avenue. Honestly, I've never bought anything before.",
    clientName: 'Sofia Martins',
    clientType: 'First-time buyer',
  },
  'bulk-purchase-negotiation': {
    title: 'Bulk Purchase Negotiation',
    description: 'A company wants five units at once and expects a large discount. Negotiate terms that keep the deal profitable.',
    situation:
      'Greenline Logistics is relocating staff and wants five furnished one-bedroom units in one development. Their procurement manager is used to volume discounts and has a board meeting on Friday.',
    initialMessage: "We're ready to take five units this month if the price is right. For a bulk order we'd expect at least 15% off list.",
    clientName: 'Victoria Chen',
    clientType: 'Corporate buyer',
  },
  'off-plan-inquiry': {
    title: 'Off-Plan Inquiry',
    description: 'A cautious buyer is interested in an off-plan project but fears construction delays. Address risk honestly.',
    situation:
      'David wants a three-bedroom apartment in a tower due for completion in two years. A friend lost money on a delayed project, so he worries about the developer, escrow protection and a late handover.',
    initialMessage: 'The off-plan prices look attractive, but a friend of mine waited three extra years for his flat.',
    clientName: 'David Okafor',
    clientType: 'Owner-occupier',
  },
};
