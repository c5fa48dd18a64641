/** Starts `load` in a task of its own (after those already queued): starting a chunk's download or a call costs milliseconds. */
export const nextTask = <T>(load: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), 0));
