// The one set of DISC names every screen uses (spec 001 §5 style labels).
export const disc = {
  styles: { D: 'Dominant', I: 'Influential', S: 'Steady', C: 'Conscientious' },
  traits: { D: 'Dominance', I: 'Influence', S: 'Steadiness', C: 'Conscientiousness' },
};
