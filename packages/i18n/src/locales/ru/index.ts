// Every namespace of this language; the bundles pick what each app needs (unused ones are dropped).
export { account } from './account';
export { achievements } from './achievements';
export { admin } from './admin';
export { adminPanel } from './admin-panel';
export { auth } from './auth';
export { chat } from './chat';
export { coaching } from './coaching';
export { common } from './common';
export { disc } from './disc';
export { home } from './home';
export { knowledge } from './knowledge';
export { notifications } from './notifications';
export { pwa } from './pwa';
export { quiz } from './quiz';
export { settings } from './settings';
export { teams } from './teams';
export { voice } from './voice';
