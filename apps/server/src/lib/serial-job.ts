/**
 * A background job run on demand and on a timer, one pass at a time in this process, stopped
 * cleanly at close (the POS syncs: menu, stop list, pictures, delivery zones). Unlike
 * periodic.ts, it runs at once on start and answers each caller the pass that serves it.
 *
 * Asked for while a pass runs, by default it queues exactly one more pass after it, shared by
 * every caller meanwhile: the running pass may have read the POS before the change that made
 * someone ask. With `whileRunning: 'join'` the caller gets the running pass instead, for jobs
 * where a pass read a moment earlier does as well.
 */
export function serialJob<T>(
  pass: () => Promise<T>,
  { whileRunning = 'queueOne' }: { whileRunning?: 'queueOne' | 'join' } = {},
) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  function run(): Promise<T> {
    if (running) {
      if (whileRunning === 'join') return running;
      // Chained after `running`'s finally: by then `running` is null, so this starts a new pass.
      queued ??= running.then(() => {
        queued = null;
        return run();
      });
      return queued;
    }
    running = pass().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    run,
    /**
     * Runs now and then every `everyMs` (the timer keeps no process up); answers the first pass.
     */
    start(everyMs: number): Promise<T> {
      const first = run();
      timer = setInterval(() => void run(), everyMs);
      timer.unref();
      return first;
    },
    /** No more passes from the timer; resolves once the running pass, if any, has finished. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
