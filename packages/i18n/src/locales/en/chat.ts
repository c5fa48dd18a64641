export const chat = {
  title: 'Chat Practice',
  chooseScenario: 'Choose a scenario to practise with an AI client.',
};
