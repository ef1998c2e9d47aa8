import { formatChance, formatInterval, formatPValue } from '../stats-format.js';
import { DEFAULT_READOUT_OPTIONS, SRM_THRESHOLD, type CvrReadout, type Verdict } from './readout-types.js';
import { bestTreatment } from './verdict.js';

/** The verdict's word wherever it is shown: the report, the board's card, the monthly report. */
export const verdictLabels: Record<Verdict, string> = {
  win: '勝ち',
  lose: '負け',
  inconclusive: '判定保留',
  insufficient: 'データ不足',
};

/**
 * The readout as one plain Japanese statement about the best treatment, for the report and its
 * print: its chance to beat the control and credible interval (Bayesian), its p-value and
 * confidence interval (frequentist), or its always-valid interval (sequential). While the data is
 * short it says how many conversions each pattern still lacks. The adoption stays the
 * consultant's decision, so the text reports and does not recommend.
 */
export function verdictText(
  readout: CvrReadout,
  patternLabel: (pattern: number) => string,
  minConversions: number = DEFAULT_READOUT_OPTIONS.minConversions,
): string {
  const control = patternLabel(readout.control_pattern);
  if (!readout.enough_data) {
    const short = readout.patterns.filter((stats) => stats.conversions < minConversions);
    if (readout.patterns.length < 2 || short.length === 0) return '比較できるパターンがそろっていません。';
    const missing = short.map((stats) => `${patternLabel(stats.pattern)}はあと${minConversions - stats.conversions}件`);
    return `判定には各パターン${minConversions}件以上のCVが必要です。${missing.join('、')}足りません。`;
  }
  const best = bestTreatment(readout);
  if (best === null || best.uplift_ci === null) return `${control}と比べられる数値がまだありません。`;
  const label = patternLabel(best.pattern);
  const range = `CVRの改善幅は${formatInterval(best.uplift_ci)}`;
  if (readout.engine === 'bayesian' && best.chance_to_win !== null) {
    return `${label}が${control}を上回る確率は${formatChance(best.chance_to_win)}です。${range}（95%信用区間）`;
  }
  if (readout.engine === 'frequentist') {
    const adjusted = best.p_value_adjusted;
    const p =
      adjusted !== null
        ? `${label}と${control}の差のp値は${formatPValue(adjusted)}（Holm法で補正）です。`
        : best.p_value !== null
          ? `${label}と${control}の差のp値は${formatPValue(best.p_value)}です。`
          : '';
    return `${p}${range}（95%信頼区間）`;
  }
  return `${label}の${range}（途中で確認しても有効な95%信頼区間）`;
}

/**
 * A warning when the users are not split as planned (sample ratio mismatch): the counts are then
 * suspect — a tag missing on one pattern, a redirect losing users — and no verdict should be read
 * from them until the cause is found. Null when the split is as planned or not yet testable.
 */
export function srmWarning(readout: CvrReadout): string | null {
  const p = readout.srm_p_value;
  if (p === null || p >= SRM_THRESHOLD) return null;
  const shown = p < 0.0001 ? '0.0001未満' : p.toFixed(4);
  return `訪問数の振り分けが計画した比率と合っていません（p値${shown}）。計測タグや振り分けの設定に不具合がないか確認するまで、この結果で判断しないでください。`;
}
