/**
 * A pass that runs every `everyMs` in each server process, never two at once in one process
 * (a slow pass is not overlapped by the next), stopped cleanly at close. What the pass claims
 * in the database decides that two processes do not do the same work.
 */
export function periodic<T>({
  runOnce,
  everyMs,
  onError,
  fallback,
}: {
  runOnce: () => Promise<T>;
  everyMs: number;
  onError: (error: Error) => void;
  /** what a failed pass counts as */
  fallback: T;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running ??= runOnce()
          .catch((error) => {
            onError(error as Error);
            return fallback;
          })
          .finally(() => {
            running = null;
          });
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}
