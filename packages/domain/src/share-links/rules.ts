/**
 * Share links' pure rules (issue 34 §6): how long a link lives and what state it is in. The server
 * decides with these; the staff panel shows the same words.
 */

export const SHARE_LINK_DEFAULT_DAYS = 30;
/** At most a year: a link outliving that is a standing door nobody remembers. */
export const SHARE_LINK_MAX_DAYS = 365;
export const SHARE_LINK_MIN_DAYS = 1;
/** How long a correct password opens the link in that browser before it is asked again. */
export const SHARE_PROOF_TTL_MINUTES = 60;

const DAY_MS = 86_400_000;

/**
 * The link's expiry: `days` after `now` (the default when none is given), held between one day and a
 * year; a fraction is rounded down to whole days.
 */
export function shareLinkExpiresAt(now: Date, days: number = SHARE_LINK_DEFAULT_DAYS): string {
  const whole = Number.isFinite(days) ? Math.floor(days) : SHARE_LINK_DEFAULT_DAYS;
  const clamped = Math.min(SHARE_LINK_MAX_DAYS, Math.max(SHARE_LINK_MIN_DAYS, whole));
  return new Date(now.getTime() + clamped * DAY_MS).toISOString();
}

export type ShareLinkState = 'active' | 'expired' | 'revoked';

export const shareLinkStateLabels: Record<ShareLinkState, string> = {
  active: '有効',
  expired: '期限切れ',
  revoked: '取り消し済み',
};

/** Revoked wins over expired: staff ended it on purpose. The expiry instant itself is already expired. */
export function shareLinkState(link: { expires_at: string; revoked_at: string | null }, now: Date): ShareLinkState {
  if (link.revoked_at !== null) return 'revoked';
  return Date.parse(link.expires_at) <= now.getTime() ? 'expired' : 'active';
}

/** The web address of a link, from the site's origin: the token is the only secret in it. */
export function sharedPath(token: string): string {
  return `/shared/${token}`;
}
