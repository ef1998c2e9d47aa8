import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

/** A message in the outbox as administrators see it (送信状況): never its content beyond the subject. */
export const deliveryStatuses = ['pending', 'failed', 'sent'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: '送信待ち',
  failed: '送信失敗',
  sent: '送信済み',
};

export const deliveryEntrySchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  kind: z.string(),
  target: z.string(),
  subject: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  recipient_name: z.string().nullable(),
  project_name: z.string().nullable(),
});
export type DeliveryEntry = z.infer<typeof deliveryEntrySchema>;

export const deliveryListQuerySchema = z.object({
  status: z.enum(deliveryStatuses, { error: '状態が正しくありません' }).default('failed'),
});

export const deliveryListSchema = z.object({
  mail_enabled: z.boolean(),
  counts: z.object({ pending: z.number().int(), failed: z.number().int(), sent: z.number().int() }),
  deliveries: z.array(deliveryEntrySchema),
});
export type DeliveryList = z.infer<typeof deliveryListSchema>;

export const retryDeliveryRequestSchema = z.object({ id: idSchema });
