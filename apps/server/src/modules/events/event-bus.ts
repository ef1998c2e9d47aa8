import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@kaizen/domain';
import pg from 'pg';
import { pgNotify } from '../../db/pg-notify.js';
import type { Db } from '../../db/types.js';
import type { EventBus } from '../../lib/event-bus.js';

/** One process (the SQLite default): an in-memory emitter. */
export class LocalEventBus implements EventBus {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: LiveEvent): Promise<void> {
    this.deliver(event);
  }

  protected deliver(event: LiveEvent): void {
    this.emitter.emit(String(event.project_id), event);
  }

  subscribe(projectId: number, listener: (event: LiveEvent) => void): () => void {
    this.emitter.on(String(projectId), listener);
    return () => this.emitter.off(String(projectId), listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Several processes on one PostgreSQL database: publish is a NOTIFY, and each process LISTENs on a
 * connection of its own and hands what arrives to its local streams. The channel is per schema, so
 * deployments (or test files) sharing a database do not hear each other.
 */
export class PostgresEventBus extends LocalEventBus {
  private listener: pg.Client | undefined;
  private readonly channel: string;

  constructor(
    private readonly connectionString: string,
    schema: string | undefined,
    private readonly db: Db,
    private readonly log: (message: string, error: unknown) => void,
  ) {
    super();
    this.channel = `kaizen_events_${(schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63).toLowerCase();
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      try {
        this.deliver(JSON.parse(message.payload) as LiveEvent);
      } catch (error) {
        this.log('a live event could not be read', error);
      }
    });
    client.on('error', (error) => this.log('the live event connection failed', error));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    this.listener = client;
  }

  override async publish(event: LiveEvent): Promise<void> {
    // Delivered to this process too, through its own LISTEN.
    await pgNotify(this.db, this.channel, JSON.stringify(event));
  }

  override async close(): Promise<void> {
    await super.close();
    await this.listener?.end();
  }
}
