import { cpus, loadavg } from 'node:os';
import { PAIRS, TWINS } from '../eval/case-sets';
import { parseAiConfig } from '../src/modules/ai/ai-config';
import { createAiEngine } from '../src/modules/ai/ai-engine';
import type { ChatTurn, Difficulty, DiscType, Language } from '../src/modules/ai/ai-types';
import { SCRIPTS } from '../src/modules/ai/roleplay/test-support/scripted-agents';
import { analyzeLine } from '../src/modules/ai/signals/line-signals';
import { analyzeMessage } from '../src/modules/ai/signals/message-signals';
import { clearSignalCache } from '../src/modules/ai/signals/signal-cache';

// Always the embedded provider: the figures describe the offline engine, not a network.
const engine = createAiEngine(parseAiConfig({ AI_PROVIDER: 'embedded' }));
const scenario = { id: 'property-inquiry', title: 'Property Inquiry', clientName: 'Anna', clientType: 'Family buyer', description: 'A family looking to upgrade.' };

interface Sample {
  /** Untimed: brings the message-analysis cache to the state the sample assumes. */
  prepare: () => void;
  run: () => Promise<unknown>;
}

type CacheMode = 'cold' | 'history';

/** One agent message as the chat service handles it: feedback on it, then the client's reply. */
async function agentMessageSamples(mode: CacheMode): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const language of ['en', 'ru'] as Language[]) {
    for (const personality of ['D', 'I', 'S', 'C'] as DiscType[]) {
      for (const difficulty of ['easy', 'medium', 'hard'] as Difficulty[]) {
        const base = { scenario, personality, difficulty, language };
        const history: ChatTurn[] = [{ isAgent: false, content: (await engine.openingLine(base)).text }];
        for (const message of [...SCRIPTS[language].noQuestions, ...SCRIPTS[language].good]) {
          const clientLine = history[history.length - 1].content;
          const turn = [...history, { isAgent: true, content: message }];
          const seen = [...history];
          samples.push({
            // A running server has already analysed the earlier messages; a fresh instance has not.
            prepare: () => {
              clearSignalCache();
              if (mode === 'history') for (const t of seen) (t.isAgent ? analyzeMessage : analyzeLine)(t.content, language);
            },
            run: async () => {
              await engine.messageFeedback({ message, clientLine, language, personality, scenario });
              return engine.clientReply({ ...base, history: turn });
            },
          });
          const reply = await engine.clientReply({ ...base, history: turn });
          history.push({ isAgent: true, content: message }, { isAgent: false, content: reply.text });
          if (reply.ended) break;
        }
      }
    }
  }
  return samples;
}

/** The coach alone on the labelled replies: varied lengths, both languages, risky ones included. */
function coachSamples(): Sample[] {
  const replies = [
    ...PAIRS.flatMap((c) => [c.weak, c.strong].map((message) => ({ message, clientLine: c.clientLine, language: c.language }))),
    ...TWINS.flatMap((c) => [c.risky, c.compliant].filter((m): m is string => !!m).map((message) => ({ message, clientLine: c.clientLine, language: c.language }))),
  ];
  return replies.map((r) => ({ prepare: clearSignalCache, run: () => engine.messageFeedback(r) }));
}

function voiceSamples(): Sample[] {
  const en = 'Um, I understand the price matters to you. Three similar homes on this street sold for between four hundred ten and four hundred thirty five thousand in the last six months, so, you know, this price is fair. I will send you the comparables today, and I think we should look at them together. Shall we meet on Thursday at six?';
  const ru = 'Ну, я понимаю, что цена для вас важна. Три похожие квартиры на этой улице за последние полгода продались дороже, так что, как бы, цена честная. Сегодня пришлю вам аналогичные сделки, и, думаю, нам стоит разобрать их вместе. Встретимся в четверг в 18:00?';
  const prepare = clearSignalCache;
  return [15, 25, 40].flatMap((durationSec) => [
    { prepare, run: () => engine.analyzeVoice({ transcript: en, durationSec, language: 'en', acoustic: { speakingTimeSec: durationSec * 0.8, longPauseCount: 1, loudnessVariation: 0.2 } }) },
    { prepare, run: () => engine.analyzeVoice({ transcript: ru, durationSec, language: 'ru' }) },
  ]);
}

async function measure(name: string, samples: Sample[], iterations: number): Promise<void> {
  for (let i = 0; i < 200; i++) await samples[i % samples.length].run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const sample = samples[i % samples.length];
    sample.prepare();
    const start = performance.now();
    await sample.run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const verdict = at(0.95) < 5 ? 'under the 5 ms target' : 'OVER the 5 ms target';
  console.log(`${name.padEnd(44)} p50 ${at(0.5).toFixed(3)} ms  p95 ${at(0.95).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms  mean ${mean.toFixed(3)} ms  (n=${times.length}, ${verdict})`);
}

const typical = await agentMessageSamples('history');
console.log(`embedded provider, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(2)}`);
console.log(`${typical.length} distinct agent turns over 24 sessions (histories up to 17 messages)`);
await measure('agent message (feedback + client reply)', typical, 3000);
await measure('  same, nothing cached (fresh instance)', await agentMessageSamples('cold'), 3000);
await measure('coach feedback on the 1,100 labelled replies', coachSamples(), 3000);
await measure('voice analysis', voiceSamples(), 3000);
