import { Badge, Switch } from '@mantine/core';
import { patternLabel, type ReportPattern } from '@kaizen/domain';
import { useUpdateAdopt } from '../../api/report';
import { useReport } from '../context';

/** 採用 / 不採用 of one pattern: a switch on the edit screen (adopting one un-adopts the others), a badge elsewhere. */
export function AdoptToggle({ pattern }: { pattern: ReportPattern }) {
  const { measureId, editable } = useReport();
  const adopt = useUpdateAdopt(measureId);
  const adopted = pattern.is_adopt === 1;
  if (!editable) {
    return (
      <Badge variant={adopted ? 'filled' : 'light'} color={adopted ? 'teal' : 'gray'}>
        {adopted ? '採用' : '不採用'}
      </Badge>
    );
  }
  return (
    <Switch
      size="sm"
      checked={adopted}
      label={adopted ? '採用' : '不採用'}
      aria-label={`パターン${pattern.pattern}（${patternLabel(pattern)}）を採用`}
      disabled={adopt.isPending}
      onChange={(event) => adopt.mutate({ id: pattern.id, is_adopt: event.currentTarget.checked ? 1 : 0 })}
    />
  );
}
