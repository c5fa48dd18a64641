import { describe, expect, it } from 'vitest';
import { activeNavKey } from './nav-items';

describe('activeNavKey', () => {
  it('when on the home or dashboard, then Home is current', () => {
    expect(activeNavKey('/')).toBe('home');
    expect(activeNavKey('/dashboard')).toBe('home');
  });
  it('when on a voice or call screen, then Voice is current', () => {
    expect(activeNavKey('/voice-training')).toBe('voice');
    expect(activeNavKey('/voice/price-objection')).toBe('voice');
  });
  it('when on the DISC assessment, then Progress is current', () => expect(activeNavKey('/disc-assessment')).toBe('progress'));
  it('when on a screen outside the five, then none is', () => {
    expect(activeNavKey('/settings')).toBeUndefined();
    expect(activeNavKey('/chatter')).toBeUndefined();
  });
});
