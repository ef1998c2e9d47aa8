import { randomUUID } from 'node:crypto';
import { DELIVERY_MAX_ATTEMPTS, retryDelayMs, type DeliveryList, type DeliveryStatus } from '@kaizen/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireStaffAdmin } from '../access/staff-policy.js';
import {
  advanceCursor,
  claimDelivery,
  cursorPosition,
  claimedDelivery,
  countDeliveries,
  dueDeliveryIds,
  existingDedupeKeys,
  insertDelivery,
  insertSkipped,
  listDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  pendingSealedPayloads,
  replacePayload,
  requeueDelivery,
} from './delivery.repository.js';

/** What sending needs: the database, the configuration, and a log for what is not sent. */
export interface DeliveryContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** The context of a request's e-mail: the app's database and configuration, the request's log. */
export function mailContext(app: { db: Db; config: Config }, request: { log: FastifyBaseLogger }): DeliveryContext {
  return { db: app.db, config: app.config, log: request.log };
}

/** A failure the sender has recognised: its reason is shown to administrators as it is. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    /** True when trying again cannot help (the server refused the address for good). */
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Sends one message of a channel; throws (preferably a DeliveryError) when it did not go. */
export type Sender = (message: { target: string; payload: unknown }, ctx: DeliveryContext) => Promise<void>;

const senders = new Map<string, Sender>();

/** Each channel (e-mail, each chat service) registers how it sends; app.ts does, once per process. */
export function registerSender(channel: string, sender: Sender): void {
  senders.set(channel, sender);
}

export interface QueuedMessage {
  channel: string;
  /** What it is, for administrators and tests: 'email_confirmation', 'password_reset', a notification kind, 'digest'. */
  kind: string;
  target: string;
  recipientUserId?: number | null;
  projectId?: number | null;
  /** Shown to administrators in the delivery list; never a secret. */
  subject: string;
  payload: unknown;
  /** A message that must go at most once (a digest, a notification to one person). */
  dedupeKey?: string;
  /** Not before this (quiet hours); now by default. */
  notBefore?: Date;
}

/**
 * Queues a message in the caller's transaction, so it goes if and only if the change it tells of is
 * committed. False when the dedupe key was queued already.
 */
export async function enqueueMessage(db: Db, config: Config, message: QueuedMessage): Promise<boolean> {
  const sealContext = `delivery:${randomUUID()}`;
  return insertDelivery(db, {
    channel: message.channel,
    kind: message.kind,
    target: message.target,
    recipientUserId: message.recipientUserId ?? null,
    projectId: message.projectId ?? null,
    subject: message.subject,
    sealContext,
    payload: sealSecret(config.secretsKey, sealContext, JSON.stringify(message.payload)),
    dedupeKey: message.dedupeKey ?? null,
    nextAttemptAt: (message.notBefore ?? new Date()).toISOString(),
  });
}

/** How long a process holds a message it took: far longer than one send may take. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

function reasonOf(error: unknown): string {
  if (error instanceof DeliveryError) return error.message;
  return `送信できませんでした（${error instanceof Error ? error.message : String(error)}）`.slice(0, 500);
}

/**
 * Sends what is due, each message by the one process that claims it: sent, tried again later with
 * backoff, or given up after the last try with its reason kept for administrators.
 */
export async function runDueDeliveries(
  ctx: DeliveryContext,
  holder: string,
  now: Date = new Date(),
): Promise<{ sent: number; failed: number }> {
  const outcome = { sent: 0, failed: 0 };
  const nowText = now.toISOString();
  const due = await dueDeliveryIds(ctx.db, nowText, BATCH);
  for (const { id } of due) {
    const until = new Date(now.getTime() + CLAIM_MS).toISOString();
    if (!(await claimDelivery(ctx.db, id, holder, nowText, until))) continue;
    const row = await claimedDelivery(ctx.db, id, holder);
    if (!row) continue;
    try {
      const sender = senders.get(row.channel);
      if (!sender) throw new DeliveryError(`送信方法「${row.channel}」がありません`, true);
      const payload: unknown = JSON.parse(openSecret(ctx.config.secretsKey, row.seal_context, row.payload));
      await sender({ target: row.target, payload }, ctx);
      await markDeliverySent(ctx.db, id, holder);
      outcome.sent += 1;
    } catch (error) {
      const attempts = Number(row.attempts) + 1;
      const permanent = error instanceof DeliveryError && error.permanent;
      const delay = permanent || attempts >= DELIVERY_MAX_ATTEMPTS ? null : retryDelayMs(attempts);
      const next = delay === null ? null : new Date(Date.now() + delay).toISOString();
      await markDeliveryFailed(ctx.db, id, holder, reasonOf(error), next);
      ctx.log.warn({ delivery: id, channel: row.channel, attempts, retry: next }, 'a message could not be sent');
      outcome.failed += 1;
    }
  }
  return outcome;
}

/** Where a reader of new records (the notification fan-out) stopped; null before its first look. */
export function readCursor(db: Db, name: string): Promise<number | null> {
  return cursorPosition(db, name);
}

/** Moves a reader on; never back, when two processes read at once. */
export function moveCursor(db: Db, name: string, position: number): Promise<void> {
  return advanceCursor(db, name, position);
}

const LIST_LIMIT = 200;

/** GET /api/v1/deliveries (管理者): the outbox by status, newest first, with how many of each there are. */
export async function deliveryList(
  db: Db,
  config: Config,
  actor: Actor,
  status: DeliveryStatus,
): Promise<DeliveryList> {
  requireStaffAdmin(actor);
  const [rows, counts] = await Promise.all([listDeliveries(db, status, LIST_LIMIT), countDeliveries(db)]);
  return {
    mail_enabled: config.smtpUrl !== undefined,
    counts: { pending: counts.pending ?? 0, failed: counts.failed ?? 0, sent: counts.sent ?? 0 },
    deliveries: rows.map((r) => ({ ...r, status, attempts: Number(r.attempts) })),
  };
}

/** POST /api/v1/deliveries/retry (管理者): a failed message goes again now; 404 for one not failed. */
export async function retryDelivery(db: Db, actor: Actor, id: number): Promise<void> {
  requireStaffAdmin(actor);
  if (!(await requeueDelivery(db, id))) throw AppError.notFound('再送できる送信失敗のメッセージが見つかりません');
}

/**
 * npm run secrets:rotate: messages still waiting are sealed under SECRETS_KEY too, so they are
 * re-sealed under the new key in one transaction; one that opens with neither key is given up with
 * the reason (it cannot be read by anyone any more). Returns how many were re-sealed.
 */
export async function resealPendingDeliveries(db: Db, oldKey: string, newKey: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    let count = 0;
    for (const row of await pendingSealedPayloads(trx)) {
      let plaintext: string;
      try {
        plaintext = openSecret(oldKey, row.seal_context, row.payload);
      } catch {
        try {
          openSecret(newKey, row.seal_context, row.payload);
        } catch {
          await markDeliveryFailed(trx, row.id, null, '保存された内容を開けなくなりました（SECRETS_KEY の変更）', null);
        }
        continue;
      }
      await replacePayload(trx, row.id, sealSecret(newKey, row.seal_context, plaintext));
      count += 1;
    }
    return count;
  });
}

/** Which of these once-only keys have been queued (or found empty) already. */
export function queuedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  return existingDedupeKeys(db, keys);
}

/** Records that a once-only message had nothing to say, so it is not composed again. */
export function markNothingToSend(db: Db, d: { kind: string; recipientUserId: number; dedupeKey: string }) {
  return insertSkipped(db, d);
}
