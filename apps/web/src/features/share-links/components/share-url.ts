import { sharedPath } from '@kaizen/domain';

/** The address a client opens: this site's origin and the link's path. */
export const shareUrl = (token: string) => `${window.location.origin}${sharedPath(token)}`;
