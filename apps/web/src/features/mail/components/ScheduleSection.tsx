import { Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { weekdayLabels } from '@kaizen/domain';
import { DigestPreview } from './DigestPreview';

const hourOptions = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${hour}時` }));
const dayOptions = [
  { value: 'off', label: '送らない' },
  ...weekdayLabels.map((label, day) => ({ value: String(day), label })),
];

export interface Schedule {
  quiet_start_hour: number | null;
  quiet_end_hour: number | null;
  digest_day: number | null;
  digest_hour: number;
}

/** Quiet hours (no immediate e-mail at night, held for the morning) and the weekly digest, Japan time. */
export function ScheduleSection({ value, onChange }: { value: Schedule; onChange: (next: Schedule) => void }) {
  const quiet = value.quiet_start_hour !== null && value.quiet_end_hour !== null;
  return (
    <Stack gap="md">
      <Stack gap="xs" component="section" aria-labelledby="mail-quiet-heading">
        <Title order={2} fz="lg" id="mail-quiet-heading">
          夜間の送信停止
        </Title>
        <Switch
          label="夜間は「すぐに」のメールを止め、朝にまとめて送る"
          checked={quiet}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? { ...value, quiet_start_hour: 22, quiet_end_hour: 8 }
                : { ...value, quiet_start_hour: null, quiet_end_hour: null },
            )
          }
        />
        {quiet ? (
          <Group gap="sm">
            <NativeSelect
              label="停止する時刻"
              data={hourOptions}
              value={String(value.quiet_start_hour)}
              onChange={(event) => onChange({ ...value, quiet_start_hour: Number(event.currentTarget.value) })}
            />
            <NativeSelect
              label="再開する時刻"
              data={hourOptions}
              value={String(value.quiet_end_hour)}
              onChange={(event) => onChange({ ...value, quiet_end_hour: Number(event.currentTarget.value) })}
            />
          </Group>
        ) : null}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="mail-digest-heading">
        <Title order={2} fz="lg" id="mail-digest-heading">
          週次ダイジェスト
        </Title>
        <Text size="sm">
          担当プロジェクトの1週間の動き（KGI・KPIの実績、施策の開始と結果、公開されたレポート、ニーズ、期限の近い担当項目）をまとめて送ります。お知らせすることがない週は送りません。
        </Text>
        <Group gap="sm">
          <NativeSelect
            label="送る曜日"
            data={dayOptions}
            value={value.digest_day === null ? 'off' : String(value.digest_day)}
            onChange={(event) => {
              const day = event.currentTarget.value;
              onChange({ ...value, digest_day: day === 'off' ? null : Number(day) });
            }}
          />
          <NativeSelect
            label="送る時刻"
            data={hourOptions}
            disabled={value.digest_day === null}
            value={String(value.digest_hour)}
            onChange={(event) => onChange({ ...value, digest_hour: Number(event.currentTarget.value) })}
          />
        </Group>
        <DigestPreview />
      </Stack>
    </Stack>
  );
}
