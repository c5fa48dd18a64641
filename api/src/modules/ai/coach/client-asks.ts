import type { Topic } from '../lexicon/lexicon-types';
import type { LineSignals } from '../signals/line-signals';

// "The price seems too high for this area" is about the price first: money and risk outrank context.
const PRIORITY: Topic[] = ['price', 'fees', 'timeline', 'risk', 'market', 'trust', 'process', 'specs', 'benefits', 'location'];

/**
 * Topics the client raised and that deserve an answer. A client who mentions the price has
 * a price concern even without a question mark, so every concrete topic counts.
 */
export function clientAsks(client: LineSignals): Topic[] {
  return PRIORITY.filter((t) => client.topics.includes(t));
}
