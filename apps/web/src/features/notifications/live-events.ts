import { liveEventSchema, type LiveEvent } from '@kaizen/domain';
import { getToken } from '../../lib/auth-storage';

/** Reads the server-sent events of a response body: each 'data:' line of a block is one event. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<LiveEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('');
      const parsed = data ? liveEventSchema.safeParse(JSON.parse(data)) : null;
      if (parsed?.success) yield parsed.data;
      end = buffer.indexOf('\n\n');
    }
  }
}

const RETRY_MS = [1000, 3000, 10_000, 30_000];

/**
 * Keeps a live stream of a project's changes open (GET /api/v1/events) and calls onEvent for each;
 * reconnects after a pause when the connection drops. A fetch rather than EventSource, because the
 * stream needs the bearer token in its header. Returns the stop function.
 */
export function watchProject(projectId: number, onEvent: (event: LiveEvent) => void): () => void {
  const controller = new AbortController();
  let attempt = 0;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const token = getToken();
        const response = await fetch(`/api/v1/events?project_id=${projectId}`, {
          headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : {},
          signal: controller.signal,
        });
        // Not allowed or not signed in: nothing will change that by retrying.
        if (response.status === 401 || response.status === 403 || response.status === 404) return;
        if (response.ok && response.body) {
          attempt = 0;
          for await (const event of readEvents(response.body)) onEvent(event);
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 30_000;
      attempt += 1;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  void run();
  return () => controller.abort();
}
