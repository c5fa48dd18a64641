import { TEAMS_KEY } from './my-teams';

// The fetchers (leaderboardQuery, setLeaderboardVisible) live with the teams in teams.ts.
/** Showing or hiding one's name changes every team's leaderboard (the answer, the user, is set in place). */
export const leaderboardVisibleInvalidates = () => [TEAMS_KEY];
