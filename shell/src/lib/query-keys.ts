/** Query keys more than one feature touches (a feature's own keys stay in its api folder). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
