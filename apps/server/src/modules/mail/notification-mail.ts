import {
  describeNotification,
  isStaffRoleNum,
  notificationKinds,
  notificationPath,
  sendableAt,
  type NotificationKind,
} from '@kaizen/domain';
import { moveCursor, readCursor, type DeliveryContext } from '../delivery/delivery.service.js';
import { notificationsAfter, userSeesNotification } from '../notifications/notifications.service.js';
import { mailSettingsRows, preferenceRows, projectMailCandidates } from './mail.repository.js';
import { modeFor, queueEmail, settingsOrDefault } from './mail.service.js';

const CURSOR = 'notification_mail';
const BATCH = 50;

const isKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

type NotificationRow = Awaited<ReturnType<typeof notificationsAfter>>[number];

/**
 * The people to e-mail at once about one notification: those who would see it in their own feed
 * (so never a client of another company, nor anyone about a hidden item, nor its author), whose
 * choice for its kind is すぐに — and, of staff, only those following the project (☆) unless it is
 * addressed to them (a mention).
 */
async function immediateRecipients(ctx: DeliveryContext, n: NotificationRow, kind: NotificationKind) {
  const candidates = (await projectMailCandidates(ctx.db, n.project_id)).filter(
    (c) => c.id !== n.user_id && (n.recipient_id === null || c.id === n.recipient_id),
  );
  const ids = candidates.map((c) => c.id);
  const [prefs, settings] = await Promise.all([preferenceRows(ctx.db, ids), mailSettingsRows(ctx.db, ids)]);
  const chosen = [];
  for (const c of candidates) {
    const isClient = !isStaffRoleNum(c.role_num);
    if (!isClient && c.follows === null && n.recipient_id !== c.id) continue;
    const own = prefs.filter((p) => p.user_id === c.id);
    if (modeFor(own, kind, isClient) !== 'immediate') continue;
    const sees = await userSeesNotification(ctx.db, { id: c.id, isClient, companyId: c.company_id }, n);
    if (!sees || c.email === null) continue;
    chosen.push({ ...c, email: c.email, settings: settingsOrDefault(settings.find((s) => s.user_id === c.id)) });
  }
  return chosen;
}

/**
 * Reads the notifications recorded since the last look and queues the immediate e-mails: one per
 * person and notification (its dedupe key), held past the person's quiet hours. With e-mail off the
 * reader still moves on, so turning e-mail on later does not send old news.
 */
export async function fanOutNotificationMail(ctx: DeliveryContext, now: Date = new Date()): Promise<number> {
  const from = (await readCursor(ctx.db, CURSOR)) ?? 0;
  const batch = await notificationsAfter(ctx.db, from, BATCH);
  let queued = 0;
  for (const n of batch) {
    if (ctx.config.smtpUrl && isKind(n.kind)) {
      const text = describeNotification({ ...n, user_name: n.user_name ?? '', is_rev: n.is_rev === 1 });
      for (const person of await immediateRecipients(ctx, n, n.kind)) {
        const sent = await queueEmail(ctx, {
          to: person.email,
          recipientUserId: person.id,
          kind: n.kind,
          projectId: n.project_id,
          dedupeKey: `notification:${n.id}:${person.id}`,
          notBefore: sendableAt(now, person.settings.quiet_start_hour, person.settings.quiet_end_hour),
          content: {
            subject: `［${n.project_name}］${text}`,
            recipientName: person.name,
            paragraphs: [`プロジェクト「${n.project_name}」でお知らせがあります。`, text],
            action: { label: '内容を開く', path: notificationPath(n) },
          },
        });
        if (sent) queued += 1;
      }
    }
    await moveCursor(ctx.db, CURSOR, n.id);
  }
  return queued;
}
