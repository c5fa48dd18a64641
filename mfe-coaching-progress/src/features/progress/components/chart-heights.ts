/** The charts' heights: the pictures take them, and their places are held at them until they load. */
export const SCORE_LINE_HEIGHT = 200;
export const SKILLS_RADAR_HEIGHT = 240;
