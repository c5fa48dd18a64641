import type { Language } from '../ai-types';

interface VoiceTexts {
  noSpeech: string;
  recordAgain: string;
  verdict: (score: number) => string;
  pace: Record<'slow' | 'good' | 'fast', (wpm: number) => string>;
  paceUnmeasured: string;
  fillers: (count: number) => string;
  slowDown: (wpm: number) => string;
  speedUp: (wpm: number) => string;
  cutFillers: (words: { word: string; count: number }[]) => string;
  hedges: (phrase: string) => string;
  monotone: string;
  pauses: (count: number) => string;
  addValue: string;
  addCta: string;
  keepItUp: string;
}

export const VOICE_TEXTS: Record<Language, VoiceTexts> = {
  en: {
    noSpeech: 'No speech was recognised in this recording.',
    recordAgain: 'Record again in a quiet place, speaking close to the microphone.',
    verdict: (s) => (s >= 80 ? 'Strong delivery.' : s >= 60 ? 'Solid delivery with room to grow.' : 'Your delivery needs work.'),
    pace: {
      slow: (w) => `Your pace was ${w} words per minute, slower than the 120-160 conversational band.`,
      good: (w) => `Your pace was ${w} words per minute, inside the 120-160 conversational band.`,
      fast: (w) => `Your pace was ${w} words per minute, faster than the 120-160 conversational band.`,
    },
    paceUnmeasured: 'Pace and energy were not measured: the words were typed, not recognised from your recording.',
    fillers: (c) => (c === 0 ? 'No filler words.' : `${c} filler word${c === 1 ? '' : 's'}.`),
    slowDown: (w) => `Slow down from ${w} to about 140 words per minute; pause after each key point.`,
    speedUp: (w) => `Pick up the pace from ${w} to about 130 words per minute so you sound sure of yourself.`,
    cutFillers: (w) => `Replace the fillers (${w.map((f) => `"${f.word}" ×${f.count}`).join(', ')}) with a short silent pause.`,
    hedges: (p) => `Drop hedges like "${p}"; state your recommendation as a fact.`,
    monotone: 'Vary your loudness and stress the key numbers; a flat voice sounds unsure.',
    pauses: (c) => `You had ${c} long pause${c === 1 ? '' : 's'}; prepare your three key points before you start.`,
    addValue: 'Add one concrete benefit or figure the client can remember.',
    addCta: 'Finish with a clear next step, such as a viewing time.',
    keepItUp: 'Keep this rhythm and finish every answer with a next step.',
  },
  ru: {
    noSpeech: 'В записи не удалось распознать речь.',
    recordAgain: 'Запишите ещё раз в тихом месте, ближе к микрофону.',
    verdict: (s) => (s >= 80 ? 'Сильная подача.' : s >= 60 ? 'Хорошая подача, есть куда расти.' : 'Подачу нужно подтянуть.'),
    pace: {
      slow: (w) => `Темп ${w} слов в минуту: медленнее разговорного диапазона 120–160.`,
      good: (w) => `Темп ${w} слов в минуту: в разговорном диапазоне 120–160.`,
      fast: (w) => `Темп ${w} слов в минуту: быстрее разговорного диапазона 120–160.`,
    },
    paceUnmeasured: 'Темп и энергичность не измерены: слова введены вручную, а не распознаны из записи.',
    fillers: (c) => (c === 0 ? 'Слов-паразитов нет.' : `Слов-паразитов: ${c}.`),
    slowDown: (w) => `Замедлитесь с ${w} примерно до 140 слов в минуту и делайте паузу после каждой ключевой мысли.`,
    speedUp: (w) => `Ускорьтесь с ${w} примерно до 130 слов в минуту, чтобы звучать увереннее.`,
    cutFillers: (w) => `Замените слова-паразиты (${w.map((f) => `«${f.word}» ×${f.count}`).join(', ')}) короткой паузой.`,
    hedges: (p) => `Уберите оговорки вроде «${p}»: подавайте рекомендацию как факт.`,
    monotone: 'Меняйте громкость и выделяйте ключевые цифры: ровный голос звучит неуверенно.',
    pauses: (c) => `Длинных пауз: ${c}. Продумайте три ключевые мысли до начала.`,
    addValue: 'Добавьте одну конкретную выгоду или цифру, которую клиент запомнит.',
    addCta: 'Закончите понятным следующим шагом, например временем показа.',
    keepItUp: 'Сохраняйте этот ритм и заканчивайте каждый ответ следующим шагом.',
  },
};
