import fc from 'fast-check';

/** Field names the API's schemas read, so random bodies reach past "unknown shape" into real validation. */
export const FIELD_NAMES = [
  'email', 'password', 'currentPassword', 'name', 'username', 'language', 'timezone', 'token', 'content', 'text', 'message',
  'sessionId', 'challengeId', 'completed', 'score', 'feedback', 'question', 'options', 'correctAnswer', 'category',
  'subcategory', 'difficulty', 'points', 'explanation', 'isActive', 'answers', 'questionId', 'answer', 'selectedOptions',
  'timeSpent', 'attemptId', 'responses', 'traits', 'assessmentType', 'scenario', 'scenarioId', 'callSid', 'speaker',
  'transcript', 'durationSec', 'audio', 'dueAt', 'focus', 'endpoint', 'keys', 'expirationTime', 'phoneNumber', 'role',
  'title', 'description', 'situation', 'clientType', 'personality', 'initialMessage', 'rubric', 'history', 'id', 'type',
];

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'role'];

const HOSTILE_STRINGS = [
  "' OR '1'='1", "'; DROP TABLE \"User\"; --", '1; SELECT pg_sleep(5)--', '" UNION SELECT password_hash FROM "User" --',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '{{7*7}}', '${process.exit(1)}', '../../../../etc/passwd',
  '\u0000', '\u202e\u0646\u0635 RTL', '🏠💬'.repeat(50), '\ud800', 'Ω≈ç√∫˜µ≤≥÷', 'NaN', 'Infinity', '-1', '0', '1e309',
  '2026-13-45T25:61:00Z', 'null', 'undefined', 'true', '[]', '{}', ' ', '', 'admin@demo.estate-coach.app',
];

type Json = { kind: 'raw'; text: string };
const raw = (text: string): Json => ({ kind: 'raw', text });

function deep(depth: number, asArray: boolean): string {
  return asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(5_000, 100_000, 600_000).map((n) => 'ä'.repeat(n / 2)),
);

const scalar: fc.Arbitrary<Json> = fc.oneof(
  hostileString.map((s) => raw(JSON.stringify(s))),
  fc.oneof(fc.integer(), fc.integer({ min: 1, max: 5 }), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 0.5, -0)).map((n) => raw(JSON.stringify(n))),
  fc.constantFrom(raw('true'), raw('false'), raw('null')),
  fc.tuple(fc.integer({ min: 200, max: 4000 }), fc.boolean()).map(([d, a]) => raw(deep(d, a))),
);

const value: fc.Arbitrary<Json> = fc.letrec<{ v: Json }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }).map((items) => raw(`[${items.map((i) => i.text).join(',')}]`)),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES, ...POLLUTION_KEYS), fc.string({ maxLength: 8 })), tie('v')), { maxLength: 4 })
      .map((entries) => raw(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v.text}`).join(',')}}`)),
  ),
})).v;

/** A JSON text: mostly an object with the API's field names and hostile values, sometimes any JSON at all. */
export function hostileJsonText(fields: string[]): fc.Arbitrary<string> {
  const knownObject = fc
    .array(fc.tuple(fc.constantFrom(...fields, ...POLLUTION_KEYS), value), { minLength: 1, maxLength: 6 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v.text}`).join(',')}}`);
  return fc.oneof({ arbitrary: knownObject, weight: 4 }, { arbitrary: value.map((v) => v.text), weight: 1 });
}

/** A path parameter: a real-looking id, an id nobody has, or something hostile. */
export function hostilePathSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('1', '2', '3', '999999', '0', '-1', '1.5', '99999999999999999999', 'CA' + 'f'.repeat(32)),
    fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length > 0 && s.length < 100)),
    fc.string({ minLength: 1, maxLength: 30 }),
  );
}
