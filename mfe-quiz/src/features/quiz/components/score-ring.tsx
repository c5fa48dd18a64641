import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { scoreColor } from '@app/ui/tokens';

const R = 52;
const C = 2 * Math.PI * R;

/** The results ring: fills to the percentage 100 ms after it appears (spec 001 §4), without motion when reduced. */
export function ScoreRing({ percentage, label }: { percentage: number; label: string }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const id = setTimeout(() => setShown(percentage), 100);
    return () => clearTimeout(id);
  }, [percentage]);
  return (
    <Figure role="img" aria-label={label}>
      <svg viewBox="0 0 120 120" width="140" height="140" aria-hidden>
        <circle cx="60" cy="60" r={R} fill="none" strokeWidth="10" className="track" />
        <Arc cx="60" cy="60" r={R} fill="none" strokeWidth="10" stroke={scoreColor(percentage)} strokeDasharray={C} strokeDashoffset={C * (1 - shown / 100)} transform="rotate(-90 60 60)" strokeLinecap="round" />
      </svg>
      <Value aria-hidden>{percentage}%</Value>
    </Figure>
  );
}

const Figure = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  margin: 0 auto;
  width: 140px;
  .track { stroke: ${({ theme }) => theme.colors.surfaceRaised}; }
`;

const Arc = styled.circle`
  transition: stroke-dashoffset 900ms ease-out;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Value = styled.span`
  position: absolute;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 700;
`;
