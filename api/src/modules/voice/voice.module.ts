import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { AiEngine } from '../ai/ai-engine';
import { createVoiceRepository } from './voice.repository';
import { voiceRoutes } from './voice.routes';
import { createVoiceService } from './voice.service';
import { transcribeRoutes } from './transcribe.routes';
import type { Transcriber } from '../../integrations/telephony/speech-to-text';

/** Voice practice: analysed, stored attempts reported to the progress engine. */
export function voiceModule({ db, ai, events, transcribe }: { db: Db; ai: AiEngine; events: EventBus; transcribe?: Transcriber }) {
  const router = voiceRoutes(createVoiceService(createVoiceRepository(db), { ai, events }));
  router.use(transcribeRoutes(transcribe));
  return { router };
}
