import type { DeliveryStatus } from '@kaizen/domain';

/** Query keys of e-mail: the signed-in user's settings, and the outbox for administrators. */
export const mailKeys = {
  all: ['mail'] as const,
  settings: () => [...mailKeys.all, 'settings'] as const,
  deliveries: (status: DeliveryStatus) => [...mailKeys.all, 'deliveries', status] as const,
  digestPreview: () => [...mailKeys.all, 'digest-preview'] as const,
};
