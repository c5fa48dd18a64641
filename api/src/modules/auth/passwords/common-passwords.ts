import { readFileSync } from 'node:fs';

let list: ReadonlySet<string> | undefined;

/**
 * The 1,000 passwords people pick most often (from the public breach-derived top lists), shipped
 * in the repository and read once on first use: attackers try these first.
 */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list;
}

// Case-insensitive: "Password1" is as guessable as "password1".
export const isCommonPassword = (password: string) => commonPasswords().has(password.trim().toLowerCase());
