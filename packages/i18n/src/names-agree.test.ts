import { describe, expect, it } from 'vitest';
import { DISC_TRAITS } from '@app/contracts/disc';
import { resources } from './resources';

describe('names that must agree across screens', () => {
  it.each(['en', 'ru'] as const)('when a menu or a tile names a page (%s), then the page has that very title', (lang) => {
    const { common, home, voice } = resources[lang];
    const pairs: [string, string][] = [
      [home.tiles.voice.title, voice.practice.title],
      [home.tiles.call.title, voice.calls.title],
      [home.menu.voicePractice, voice.practice.title],
      [home.menu.realisticTraining, voice.calls.variants.realistic],
      [common.quickMenu.voicePractice, voice.practice.title],
      [common.quickMenu.aiVoiceTraining, voice.calls.variants.advanced],
      [common.quickMenu.realisticTraining, voice.calls.variants.realistic],
      [common.quickMenu.phoneCall, voice.calls.variants.call],
    ];
    for (const [named, title] of pairs) expect(named).toBe(title);
  });

  it.each(['en', 'ru'] as const)('when a screen names a DISC style (%s), then it is the one name set', (lang) => {
    const { chat, disc } = resources[lang];
    for (const trait of DISC_TRAITS) expect(chat.personalities[trait].name).toBe(disc.styles[trait]);
  });
});
