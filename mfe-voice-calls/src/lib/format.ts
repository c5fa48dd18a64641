const pad = (n: number) => String(n).padStart(2, '0');

/** Recorder timer, spec 000 §9: mm:ss. */
export const mmss = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(Math.floor(seconds % 60))}`;

/** Call timer and practice time, spec 001 §9: minutes:seconds. */
export const mss = (seconds: number) => `${Math.floor(seconds / 60)}:${pad(Math.floor(seconds % 60))}`;
