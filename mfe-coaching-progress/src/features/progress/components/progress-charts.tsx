import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { skillNameSchema, type Gamification } from '@app/contracts/progress';
import { Card } from '@app/ui/card';
import { EmptyText } from '@app/ui/empty-state';
import { SectionHeading } from '@app/ui/section-heading';
import { VisuallyHidden } from '@app/ui/visually-hidden';

interface Props {
  history: Gamification['history'];
  skills: Gamification['skills'];
}

/**
 * Score over time and the skills radar. The pictures are for the eye; the same numbers are in
 * tables screen readers read (the charts themselves are hidden from them).
 */
export default function ProgressCharts({ history, skills }: Props) {
  const { t, i18n } = useTranslation('coaching');
  const theme = useTheme();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short' });
  const points = history.map((p) => ({ ...p, label: date(p.completedAt), kindLabel: t(`progress.kinds.${p.kind}`) }));
  const measured = skillNameSchema.options.flatMap((skill) => {
    const value = skills[skill];
    return value === null || value === undefined ? [] : [{ skill: t(`progress.skills.${skill}`), value }];
  });
  const axis = { fill: theme.colors.textMuted, fontSize: 12 };
  const tooltip = { contentStyle: { background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, color: theme.colors.text } };
  return (
    <>
      <Card data-testid="score-chart">
        <SectionHeading id="score-chart-title">{t('progress.charts.scoreTitle')}</SectionHeading>
        {points.length === 0 ? (
          <EmptyText>{t('progress.charts.empty')}</EmptyText>
        ) : (
          <>
            <div aria-hidden>
              <ResponsiveContainer width="100%" height={200}>
                <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
                  <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
                  <XAxis dataKey="label" tick={axis} stroke={theme.colors.border} />
                  <YAxis domain={[0, 100]} tick={axis} stroke={theme.colors.border} />
                  <Tooltip {...tooltip} />
                  <Line type="monotone" dataKey="score" name={t('progress.charts.score')} stroke={theme.colors.primary} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
                </LineChart>
              </ResponsiveContainer>
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
              <ResponsiveContainer width="100%" height={240}>
                <RadarChart accessibilityLayer={false} data={measured} outerRadius="62%" margin={{ top: 8, right: 40, bottom: 8, left: 40 }}>
                  <PolarGrid stroke={theme.colors.border} />
                  <PolarAngleAxis dataKey="skill" tick={axis} />
                  <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
                  <Radar dataKey="value" stroke={theme.colors.primary} fill={theme.colors.primary} fillOpacity={0.35} isAnimationActive={false} />
                </RadarChart>
              </ResponsiveContainer>
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
