import { describe, expect, it } from 'vitest';
import { AiInputError } from '../../ai-errors';
import { discInputSchema } from '../../ai-types';
import { inferDisc } from './infer-disc';

const session = (...messages: string[]) => ({ messages: [{ isAgent: false, content: 'Client line with data, figures and love!' }, ...messages.map((content) => ({ isAgent: true, content }))] });
const infer = (sessions: ReturnType<typeof session>[]) => inferDisc(discInputSchema.parse({ sessions }));

describe('DISC inference', () => {
  it('when fewer than 3 sessions exist, then it refuses with a typed error', () => {
    expect(() => infer([session('Hi'), session('Hello')])).toThrow(AiInputError);
  });

  it.each([
    ['D', ['Bottom line: book it now. Decide today.', 'I will get this done fast. Results matter.', "Let's close this deal quickly."]],
    ['I', ['I love this place, it is amazing! 😍', 'Wow, you will have so much fun here!', 'Fantastic news, I am so excited for you!']],
    ['S', ['I understand, take your time, no rush.', 'We will go step by step together, I will support you.', 'Of course, I appreciate your patience; your family is safe here.']],
    ['C', ['The data shows a 4.5% yield, specifically 1,200 per month.', 'Compare the figures: 92 square metres, built 2017.', 'I will send the detailed report with the exact numbers.']],
  ] as const)('when the user writes in a %s style, then that is the primary type', (type, messages) => {
    const result = infer(messages.map((m) => session(m)));
    expect(result.primaryType).toBe(type);
    expect(result.dominant + result.influencer + result.steady + result.compliant).toBe(100);
  });

  it("when only the client's lines carry markers, then they are ignored", () => {
    const result = infer([session('Hello.'), session('Okay.'), session('Sure.')]);
    expect(Math.max(result.dominant, result.influencer, result.steady, result.compliant)).toBeLessThan(50);
  });
});
