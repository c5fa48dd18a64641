import styled, { css } from 'styled-components';

/** Out of sight, still read by screen readers; for elements that must keep their own tag (legend, table). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * Text only screen readers hear: an icon button's name, a badge's meaning, a chart's figures.
 * Render another tag with `as` ("legend", "table").
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
