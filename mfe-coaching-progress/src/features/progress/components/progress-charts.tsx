import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { skillNameSchema, type Gamification } from '@app/contracts/progress';
import { Card } from '@app/ui/card';
import { EmptyText } from '@app/ui/empty-state';
import { SectionHeading } from '@app/ui/section-heading';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { WhenVisible } from '@app/ui/when-visible';
import { SCORE_LINE_HEIGHT, SKILLS_RADAR_HEIGHT } from './chart-heights';

// recharts loads when a chart comes near the screen: the page's first screen (above the charts) does
// not wait for it nor run it. The heights match the pictures', so nothing moves when they come.
const ScoreLine = lazy(() => import('./chart-pictures').then((m) => ({ default: m.ScoreLine })));
const SkillsRadar = lazy(() => import('./chart-pictures').then((m) => ({ default: m.SkillsRadar })));

interface Props {
  history: Gamification['history'];
  skills: Gamification['skills'];
}

/**
 * Score over time and the skills radar. The pictures are for the eye; the same numbers are in
 * tables screen readers read (the charts themselves are hidden from them).
 */
export function ProgressCharts({ history, skills }: Props) {
  const { t, i18n } = useTranslation('coaching');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short' });
  const points = history.map((p) => ({ ...p, label: date(p.completedAt), kindLabel: t(`progress.kinds.${p.kind}`) }));
  const measured = skillNameSchema.options.flatMap((skill) => {
    const value = skills[skill];
    return value === null || value === undefined ? [] : [{ skill: t(`progress.skills.${skill}`), value }];
  });
  return (
    <>
      <Card data-testid="score-chart">
        <SectionHeading id="score-chart-title">{t('progress.charts.scoreTitle')}</SectionHeading>
        {points.length === 0 ? (
          <EmptyText>{t('progress.charts.empty')}</EmptyText>
        ) : (
          <>
            <div aria-hidden>
              <WhenVisible minHeight={SCORE_LINE_HEIGHT}>
                <Suspense fallback={null}>
                  <ScoreLine points={points} scoreName={t('progress.charts.score')} />
                </Suspense>
              </WhenVisible>
            </div>
            <VisuallyHidden as="table" aria-labelledby="score-chart-title">
              <thead>
                <tr>
                  <th>{t('progress.charts.date')}</th>
                  <th>{t('progress.charts.activity')}</th>
                  <th>{t('progress.charts.score')}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.activityId}>
                    <td>{p.label}</td>
                    <td>{p.kindLabel}</td>
                    <td>{p.score}</td>
                  </tr>
                ))}
              </tbody>
            </VisuallyHidden>
          </>
        )}
      </Card>
      <Card data-testid="skills-chart">
        <SectionHeading id="skills-chart-title">{t('progress.charts.skillsTitle')}</SectionHeading>
        {measured.length < 3 ? (
          <EmptyText>{t('progress.charts.skillsEmpty')}</EmptyText>
        ) : (
          <>
            <div aria-hidden>
              <WhenVisible minHeight={SKILLS_RADAR_HEIGHT}>
                <Suspense fallback={null}>
                  <SkillsRadar measured={measured} />
                </Suspense>
              </WhenVisible>
            </div>
            <VisuallyHidden as="table" aria-labelledby="skills-chart-title">
              <tbody>
                {measured.map((s) => (
                  <tr key={s.skill}>
                    <th scope="row">{s.skill}</th>
                    <td>{t('progress.percent', { value: s.value })}</td>
                  </tr>
                ))}
              </tbody>
            </VisuallyHidden>
          </>
        )}
      </Card>
    </>
  );
}
