import type { TeamDashboard } from '@app/contracts/teams';
import { translate, type Lang } from '../../lib/i18n';

/** A cell as spreadsheets read it: quoted when needed, and never taken for a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');

/** The dashboard as CSV: one row per member, then one per assignment; headings in the reader's language. */
export function dashboardCsv(d: TeamDashboard, lang: Lang): string {
  const h = (key: string) => translate(lang, `teams:csv.${key}`);
  const members = [
    line([h('name'), h('xp'), h('level'), h('sessions'), h('averageScore'), h('bronze'), h('silver'), h('gold'), h('lastActivity'), h('confidence'), h('clarity'), h('value'), h('cta'), h('grammar'), h('compliance')]),
    ...d.members.map((m) =>
      line([m.name, m.xp, m.level, m.sessions, m.averageScore, m.medals.bronze, m.medals.silver, m.medals.gold, m.lastActivityAt, m.skills.confidence, m.skills.clarity, m.skills.value, m.skills.cta, m.skills.grammar, m.complianceFindings]),
    ),
  ];
  const assignments = [line([h('assignment'), h('dueAt'), h('done'), h('total')]), ...d.assignments.map((a) => line([a.title, a.dueAt, a.done, a.total]))];
  return `\uFEFF${[...members, '', ...assignments].join('\r\n')}\r\n`;
}
