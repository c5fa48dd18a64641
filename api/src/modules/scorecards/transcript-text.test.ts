import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { checkedTurns, readTranscriptText, transcriptLanguage } from './transcript-text';

describe('reading a pasted transcript', () => {
  it('when turns start with Agent:/Client: in any case, bold or bracketed, then each is a turn and a line without a speaker continues the one before', () => {
    const turns = readTranscriptText('client: Hi there\n\n**Agent:** Hello!\nHow can I help?\n[Client]: A viewing, please');
    expect(turns).toEqual([
      { speaker: 'client', text: 'Hi there' },
      { speaker: 'agent', text: 'Hello! How can I help?' },
      { speaker: 'client', text: 'A viewing, please' },
    ]);
  });

  it('when the Russian names are used, then they are read as the same speakers', () => {
    expect(readTranscriptText('Клиент: Добрый день\nАгент: Здравствуйте').map((t) => t.speaker)).toEqual(['client', 'agent']);
  });

  it('when text comes before the first speaker, then a 400 names its line', () => {
    const error = (() => {
      try {
        readTranscriptText('\nCall started 10:02\nAgent: hi');
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(error).toMatchObject({ status: 400, messageKey: 'scorecard:errors.noSpeaker', details: { line: 2 } });
  });

  it('when a transcript has empty turns only or no agent turn, then it is refused', () => {
    expect(() => checkedTurns(readTranscriptText('Agent:\nClient:'))).toThrow(expect.objectContaining({ messageKey: 'scorecard:errors.noSpeakers' }));
    expect(() => checkedTurns([{ speaker: 'client', text: 'Hello?' }])).toThrow(expect.objectContaining({ messageKey: 'scorecard:errors.noAgentLines' }));
  });

  it('when most letters are Cyrillic, then the conversation is Russian; with no letters, the caller\'s language', () => {
    expect(transcriptLanguage([{ speaker: 'agent', text: 'Здравствуйте, это Alex' }], 'en')).toBe('ru');
    expect(transcriptLanguage([{ speaker: 'agent', text: 'Hello, это я' }], 'ru')).toBe('en');
    expect(transcriptLanguage([{ speaker: 'agent', text: '123 !' }], 'ru')).toBe('ru');
  });
});
