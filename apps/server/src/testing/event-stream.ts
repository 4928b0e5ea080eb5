/** A Server-Sent Events stream read as a browser's EventSource would, for tests over real HTTP. */
import { expect } from 'vitest';

export interface TestEventStream {
  /** the next event with data, its data parsed as JSON; throws once the stream ended */
  next(): Promise<{ event: string; data: unknown }>;
  close(): void;
}

/** Opens `url` (200 expected) and reads its events one at a time. */
export async function openEventStream(url: string): Promise<TestEventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) return { event, data: JSON.parse(data) };
          continue;
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}
