export const voice = {
  difficulty: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
  practice: {
    title: 'Voice Practice',
    intro: 'Answer an AI client out loud. Each scenario shows how long a strong spoken answer usually takes.',
    duration: 'Expected answer: {{min}}-{{max}} seconds',
    scenarios: {
      priceObjection: {
        title: 'Price Objection',
        text: 'An investor has just viewed a two-bedroom apartment and says: "I like it, but the asking price is well above what similar units nearby sold for. Why should I pay that?" Acknowledge the concern, justify the value and propose a next step.',
      },
      firstInquiry: {
        title: 'First Inquiry',
        text: 'A first-time buyer calls about a listing they saw online: "Hi, I saw your one-bedroom flat near the park. I’ve never bought a home before. Where do I even start?" Welcome them, ask two or three qualifying questions and offer to guide them through the process.',
      },
      urgentViewing: {
        title: 'Urgent Viewing',
        text: 'A relocating executive says: "I’m only in town until tomorrow evening and I need to see the penthouse today. Can you make it happen?" In a short answer, stay calm under time pressure, say what you can commit to and lock in a viewing time.',
      },
    },
  },
  calls: {
    title: 'Phone Call Training',
    intro: 'Practise a realistic phone conversation with an AI client. Get to know each client before you call.',
    clientType: 'Client type: {{type}}',
    scenarios: {
      firstTimeBuyer: {
        title: 'First-Time Buyer Consultation',
        clientName: 'Sarah Johnson',
        clientType: 'First-time buyer',
        description: 'A young professional buying her first home. She is excited but nervous about mortgages, deposits and hidden costs, and needs patient, jargon-free guidance.',
      },
      luxuryInvestor: {
        title: 'Luxury Investment Opportunity',
        clientName: 'Michael Chen',
        clientType: 'Luxury investor',
        description: 'A seasoned investor comparing premium properties for rental yield and capital growth. He questions every figure and expects market evidence, not enthusiasm.',
      },
      urgentRelocation: {
        title: 'Corporate Relocation',
        clientName: 'David Miller',
        clientType: 'Corporate executive',
        description: 'An executive moving for a new role who must secure a home within two weeks. He is short on time, decisive and wants a shortlist and a viewing plan from this call.',
      },
      familyUpgrade: {
        title: 'Growing Family Search',
        clientName: 'Emma Wilson',
        clientType: 'Growing family',
        description: 'A mother of two looking for more space near good schools. She is friendly and open, and wants help weighing location, size and budget against each other.',
      },
    },
  },
  modes: {
    voicePractice: 'Voice Practice',
    callTraining: 'Phone Call Training',
    realistic: {
      title: 'Realistic Training',
      body: 'Conversations that unfold like real ones: the client hesitates, interrupts and pushes back, and you answer out loud without a script. Warm up with a recorded answer, then take it to a full phone call.',
    },
    advanced: {
      title: 'AI Voice Training',
      body: 'Training that focuses on how you sound. Record answers to client scenarios and get an analysis of your confidence, clarity, energy, pace and filler words after each one.',
    },
  },
  insights: {
    title: 'Call Insights',
    intro: 'Scores, skills and trends from your training calls.',
    empty: 'No call insights available yet.',
    emptyNext: 'Complete a training call to see your score and skill breakdown here.',
    startCall: 'Start a training call',
  },
};
