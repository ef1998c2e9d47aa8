import { Group, Select } from '@mantine/core';
import { isStaffRoleNum, type StatsEngine, type StatsPrior } from '@kaizen/domain';
import { useMe } from '../../../auth/public';
import { useUpdateStatsSettings } from '../../api/verification-data';
import { useReport } from '../context';

const engineOptions: { value: StatsEngine; label: string }[] = [
  { value: 'bayesian', label: 'ベイズ推定（勝率）' },
  { value: 'frequentist', label: 'ウェルチのt検定' },
  { value: 'sequential', label: '逐次検定（途中で見ても有効）' },
];

const priorOptions: { value: StatsPrior; label: string }[] = [
  { value: 'flat', label: 'なし（データのみ）' },
  { value: 'proper', label: '控えめ（大きな改善ほど疑う）' },
];

const guardOptions = ['25', '50', '100', '200', '500'];

/**
 * The project's reading rule (issue 32 §2), shown to staff on the edit screen: the engine, the prior of
 * the Bayesian engine and the conversions each pattern needs before a verdict. One change applies to
 * every report of the project.
 */
export function StatsSettingsControl() {
  const { data, measureId } = useReport();
  const isStaff = isStaffRoleNum(useMe().role_num);
  const update = useUpdateStatsSettings(measureId);
  if (!isStaff) return null;
  const settings = data.stats_settings;
  const guard = String(settings.stats_min_conversions);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="判定方法（プロジェクト共通）"
        data={engineOptions}
        value={settings.stats_engine}
        allowDeselect={false}
        onChange={(value) => {
          const stats_engine = engineOptions.find((o) => o.value === value)?.value;
          if (stats_engine) update.mutate({ measure_id: measureId, stats_engine });
        }}
        w={240}
      />
      <Select
        label="事前分布"
        data={priorOptions}
        value={settings.stats_prior}
        allowDeselect={false}
        disabled={settings.stats_engine !== 'bayesian'}
        onChange={(value) => {
          const stats_prior = priorOptions.find((o) => o.value === value)?.value;
          if (stats_prior) update.mutate({ measure_id: measureId, stats_prior });
        }}
        w={220}
      />
      <Select
        label="判定に必要なCV数（各パターン）"
        data={guardOptions.includes(guard) ? guardOptions : [...guardOptions, guard]}
        value={guard}
        allowDeselect={false}
        onChange={(value) => {
          if (value) update.mutate({ measure_id: measureId, stats_min_conversions: Number(value) });
        }}
        w={220}
      />
    </Group>
  );
}
