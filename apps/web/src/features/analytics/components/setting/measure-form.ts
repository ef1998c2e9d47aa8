import type { AnalyticsSettings, MeasureSettings } from '@kaizen/domain';

/** The CVR conversion choice as a select holds it: 'sum' (the three added up) or '1'–'3'. */
export type CvSlotChoice = 'sum' | '1' | '2' | '3';

export const cvSlotChoiceOf = (slot: MeasureSettings['cv_slot']): CvSlotChoice =>
  slot === null ? 'sum' : (String(slot) as CvSlotChoice);

export const cvSlotOf = (choice: CvSlotChoice): MeasureSettings['cv_slot'] =>
  choice === 'sum' ? null : (Number(choice) as 1 | 2 | 3);

/** The choices, each conversion named by its GA4 event name: コンバージョン1（purchase）. */
export function cvSlotOptions(settings: Pick<AnalyticsSettings, 'cv1_id' | 'cv2_id' | 'cv3_id'>) {
  const names = [settings.cv1_id, settings.cv2_id, settings.cv3_id];
  return [
    { value: 'sum', label: '合計（コンバージョン1〜3）' },
    ...names.map((name, index) => ({
      value: String(index + 1),
      label: `コンバージョン${index + 1}（${name || '未設定'}）`,
    })),
  ];
}
