import type { AssignmentKind } from './my-teams';

// Apart from the schemas (my-teams.ts) so a screen that only links to an assignment loads no zod.

/** Where a tap on an assignment goes: the right practice with its scenario chosen. */
export function assignmentHref(kind: AssignmentKind, target: string): string {
  const q = encodeURIComponent(target);
  switch (kind) {
    case 'scenario':
      return target.startsWith('challenge-') ? `/chat?challenge=${encodeURIComponent(target.slice('challenge-'.length))}` : `/chat?scenario=${q}`;
    case 'quiz':
      return `/quiz?category=${q}`;
    case 'call':
      return `/voice-call?scenario=${q}`;
    case 'voice':
      return `/voice?scenario=${q}`;
    case 'disc':
      return '/disc-assessment';
  }
}
