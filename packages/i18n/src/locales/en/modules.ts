import { admin } from './admin';
import { adminPanel } from './admin-panel';
import { chat } from './chat';
import { coaching } from './coaching';
import { disc } from './disc';
import { knowledge } from './knowledge';
import { quiz } from './quiz';
import { scorecard } from './scorecard';
import { teams } from './teams';
import { voice } from './voice';

// The remotes' namespaces, one file each.
export const modules = { chat, voice, coaching, disc, quiz, admin, adminPanel, knowledge, teams, scorecard };
