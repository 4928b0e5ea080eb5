/**
 * A promise that settles as the given one does, or fails after `ms`: how long a guest waits for an
 * outside system's courtesy check (iiko's stop list, its delivery restrictions) before the order
 * is taken without it. The outside call itself goes on; its late answer is dropped.
 */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
