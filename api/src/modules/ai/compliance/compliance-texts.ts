import type { ComplianceKind } from '@app/contracts/chat';
import type { Language } from '../ai-types';

interface KindTexts {
  /** The warning shown above the metrics. */
  warning: string;
  /** Why it is a problem and a compliant line to say instead. */
  suggestion: string;
}

export const COMPLIANCE_TEXTS: Record<Language, { nextLevel: string; kinds: Record<ComplianceKind, KindTexts> }> = {
  en: {
    nextLevel: 'Keep every claim fair, true and pressure-free before polishing your pitch: compliance comes first.',
    kinds: {
      'fair-housing': {
        warning: 'Fair-housing risk: you described or chose a neighbourhood by the race, religion, origin, family status or disability of its residents or buyers.',
        suggestion: 'Steering buyers by who lives in an area breaks fair-housing law. Talk about the home and objective facts instead: "Let me show you homes that match your budget, commute and school needs, and you can decide which neighbourhood feels right."',
      },
      'guaranteed-returns': {
        warning: 'Guaranteed-returns risk: you promised a price, a gain or a return that nobody can guarantee.',
        suggestion: 'Promising future prices or returns is misleading and can expose you to liability. Share evidence instead: "Comparable homes here sold for 3-5% more last year; past trends are no guarantee, so let\'s look at the numbers together."',
      },
      misrepresentation: {
        warning: 'Misrepresentation risk: you hid a known defect or invented a competing offer.',
        suggestion: 'Hiding defects or inventing rival bids is misrepresentation and can void the sale. Be open: "There was a damp issue in the basement; here is the repair report, and I can get a quote so you can decide with all the facts."',
      },
      pressure: {
        warning: 'Pressure-tactic risk: you pushed for an immediate decision or discouraged taking advice.',
        suggestion: 'High-pressure tactics break trust and can breach consumer rules. Give the client room: "Take the time you need and talk it over with your family or adviser; shall I hold a follow-up call on Thursday?"',
      },
    },
  },
  ru: {
    nextLevel: 'Прежде чем шлифовать подачу, следите, чтобы каждое утверждение было честным, корректным и без давления: соответствие правилам на первом месте.',
    kinds: {
      'fair-housing': {
        warning: 'Риск дискриминации: вы описали или выбрали район по национальности, религии, происхождению, семейному положению или инвалидности жителей или покупателей.',
        suggestion: 'Подбирать район по тому, кто в нём живёт, — это дискриминация, запрещённая законом. Говорите об объекте и фактах: «Давайте я покажу дома под ваш бюджет, дорогу до работы и школы, а район вы выберете сами».',
      },
      'guaranteed-returns': {
        warning: 'Риск гарантий доходности: вы пообещали цену, рост или доход, которые никто не может гарантировать.',
        suggestion: 'Обещать будущие цены или доходность — это введение в заблуждение и риск ответственности. Опирайтесь на данные: «Похожие квартиры здесь за год подорожали на 3-5%; прошлый рост не гарантия, давайте вместе посмотрим цифры».',
      },
      misrepresentation: {
        warning: 'Риск введения в заблуждение: вы скрыли известный дефект или выдумали конкурирующее предложение.',
        suggestion: 'Скрывать дефекты или выдумывать других покупателей — это обман, из-за которого сделку могут расторгнуть. Будьте открыты: «В подвале была сырость; вот отчёт о ремонте, и я могу запросить смету, чтобы вы решали, зная все факты».',
      },
      pressure: {
        warning: 'Риск давления: вы требовали немедленного решения или отговаривали советоваться.',
        suggestion: 'Давление подрывает доверие и может нарушать права потребителей. Дайте клиенту время: «Подумайте спокойно и обсудите с семьёй или юристом; созвонимся в четверг?»',
      },
    },
  },
};
