// The mode card is information, not a prompt: it shows on the first visit of the home, once per device.
export const MODE_CARD_SEEN_KEY = 'pwa-mode-card-seen';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

export function hasSeenModeCard(storage: KeyValue | undefined = safeLocal()): boolean {
  return storage?.getItem(MODE_CARD_SEEN_KEY) === 'true';
}

export function markModeCardSeen(storage: KeyValue | undefined = safeLocal()): void {
  storage?.setItem(MODE_CARD_SEEN_KEY, 'true');
}

function safeLocal(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
