import type { LiveEvent } from '@kaizen/domain';

type Listener = (event: LiveEvent) => void;

/**
 * Live updates between the people looking at one project. Every server process subscribes its own
 * streams here; publish reaches the streams of every process that shares the database
 * (modules/events/event-bus.ts holds the two implementations).
 */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(projectId: number, listener: Listener): () => void;
  close(): Promise<void>;
}
