import { Alert, Loader } from '@mantine/core';
import { useToday } from '../api/today';
import { TodayList } from './TodayList';

/** 今日やること as it loads: the list, or why it is not there. */
export function TodayPanel({ headingLevel, maxRows }: { headingLevel?: 2 | 3; maxRows?: number }) {
  const { data, error, isPending } = useToday();
  if (isPending) return <Loader size="sm" aria-label="今日やることを読み込み中" />;
  if (error) return <Alert color="red">今日やることを読み込めませんでした。時間をおいて再読み込みしてください。</Alert>;
  return <TodayList data={data} headingLevel={headingLevel} maxRows={maxRows} />;
}
