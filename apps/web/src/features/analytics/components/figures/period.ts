export interface Period {
  from: string;
  to: string;
}

/** Why a period cannot be shown (an end before the start); the figures are not asked for until it is fixed. */
export const periodError = (period: Period) =>
  period.from > period.to ? '終了月は開始月以降の月を指定してください' : undefined;
