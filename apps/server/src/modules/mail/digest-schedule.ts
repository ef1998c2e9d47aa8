import { defaultMailSettings, dueDigestSlot } from '@kaizen/domain';
import { markNothingToSend, queuedKeys, type DeliveryContext } from '../delivery/delivery.service.js';
import { composeDigest } from './digest.js';
import { digestCandidates } from './mail.repository.js';
import { queueEmail } from './mail.service.js';

/**
 * Queues the weekly digests whose hour has come (each person's day and hour, Japan time; Monday 9:00
 * unless they chose otherwise). One digest per person and week: its dedupe key makes it land once
 * however many processes look, and a week with nothing to say is recorded as such, unsent.
 */
export async function queueDueDigests(ctx: DeliveryContext, now: Date = new Date()): Promise<number> {
  if (!ctx.config.smtpUrl) return 0;
  const due = (await digestCandidates(ctx.db)).flatMap((user) => {
    const day = user.has_settings === null ? defaultMailSettings.digest_day : user.digest_day;
    const hour = user.has_settings === null ? defaultMailSettings.digest_hour : (user.digest_hour ?? 9);
    const slot = day === null ? null : dueDigestSlot(now, day, hour);
    return slot === null || user.email === null
      ? []
      : [{ ...user, email: user.email, key: `digest:${user.id}:${slot}` }];
  });
  const done = await queuedKeys(
    ctx.db,
    due.map((d) => d.key),
  );
  let queued = 0;
  for (const user of due.filter((d) => !done.has(d.key))) {
    const digest = await composeDigest(ctx.db, user, now);
    if (digest.empty) {
      await markNothingToSend(ctx.db, { kind: 'digest', recipientUserId: user.id, dedupeKey: user.key });
      continue;
    }
    const sent = await queueEmail(ctx, {
      to: user.email,
      recipientUserId: user.id,
      kind: 'digest',
      dedupeKey: user.key,
      content: digest.content,
    });
    if (sent) queued += 1;
  }
  return queued;
}
