import { describe, expect, it } from 'vitest';
import { readEvents } from './live-events';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
}

describe('readEvents', () => {
  it('reads data blocks split anywhere across chunks, and skips comments and other events', async () => {
    const events = [];
    for await (const event of readEvents(
      streamOf([
        'event: ready\ndata: {}\n\n: ping\n\ndata: {"type":"tr',
        'ee","project_id":3,"user_id":1}\n',
        '\ndata: {"type":"notification","project_id":3,"user_id":2}\n\n',
      ]),
    )) {
      events.push(event);
    }
    expect(events).toEqual([
      { type: 'tree', project_id: 3, user_id: 1 },
      { type: 'notification', project_id: 3, user_id: 2 },
    ]);
  });
});
