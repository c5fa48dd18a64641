import { CartesianGrid, Line, LineChart, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { SCORE_LINE_HEIGHT, SKILLS_RADAR_HEIGHT } from './chart-heights';

// The charts' pictures, recharts' only users: loaded when a chart comes near the screen (WhenVisible).


function useChartStyle() {
  const theme = useTheme();
  return {
    theme,
    axis: { fill: theme.colors.textMuted, fontSize: 12 },
    tooltip: { contentStyle: { background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, color: theme.colors.text } },
  };
}

export function ScoreLine({ points, scoreName }: { points: { label: string; score: number }[]; scoreName: string }) {
  const { theme, axis, tooltip } = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height={SCORE_LINE_HEIGHT}>
      <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={axis} stroke={theme.colors.border} />
        <YAxis domain={[0, 100]} tick={axis} stroke={theme.colors.border} />
        <Tooltip {...tooltip} />
        <Line type="monotone" dataKey="score" name={scoreName} stroke={theme.colors.primary} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function SkillsRadar({ measured }: { measured: { skill: string; value: number }[] }) {
  const { theme, axis } = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height={SKILLS_RADAR_HEIGHT}>
      <RadarChart accessibilityLayer={false} data={measured} outerRadius="62%" margin={{ top: 8, right: 40, bottom: 8, left: 40 }}>
        <PolarGrid stroke={theme.colors.border} />
        <PolarAngleAxis dataKey="skill" tick={axis} />
        <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
        <Radar dataKey="value" stroke={theme.colors.primary} fill={theme.colors.primary} fillOpacity={0.35} isAnimationActive={false} />
      </RadarChart>
    </ResponsiveContainer>
  );
}
