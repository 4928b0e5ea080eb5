import { afterEach, describe, expect, it, vi } from 'vitest';
import { serialJob } from './serial-job';

/** A pass that waits for the test to let it finish, numbered by when it started. */
function gatedPasses() {
  const gates: (() => void)[] = [];
  let started = 0;
  const pass = () => {
    const number = ++started;
    return new Promise<number>((resolve) => gates.push(() => resolve(number)));
  };
  return {
    pass,
    started: () => started,
    /** lets the oldest waiting pass finish */
    finishNext: async () => {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('serialJob', () => {
  it('queues exactly one more pass, shared by everyone who asked while one ran', async () => {
    const passes = gatedPasses();
    const job = serialJob(passes.pass);
    const first = job.run();
    const second = job.run();
    const third = job.run();
    expect(second).toBe(third);
    expect(passes.started()).toBe(1);
    await passes.finishNext();
    expect(await first).toBe(1);
    expect(passes.started()).toBe(2);
    await passes.finishNext();
    expect(await second).toBe(2);
    expect(passes.started()).toBe(2);
  });

  it('with whileRunning join, answers the running pass instead', async () => {
    const passes = gatedPasses();
    const job = serialJob(passes.pass, { whileRunning: 'join' });
    const first = job.run();
    expect(job.run()).toBe(first);
    await passes.finishNext();
    expect(await first).toBe(1);
    expect(passes.started()).toBe(1);
    const next = job.run();
    await passes.finishNext();
    expect(await next).toBe(2);
  });

  it('runs at start and on the timer, and stop awaits the running pass', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const passes = gatedPasses();
    const job = serialJob(passes.pass);
    const first = job.start(1_000);
    expect(passes.started()).toBe(1);
    await passes.finishNext();
    expect(await first).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(passes.started()).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    await passes.finishNext();
    await stopping;
    expect(stopped).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(passes.started()).toBe(2);
  });
});
