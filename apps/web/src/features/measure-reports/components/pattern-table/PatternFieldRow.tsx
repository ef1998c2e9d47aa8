import { Table } from '@mantine/core';
import type { ReportPattern } from '@kaizen/domain';
import { InlineText } from '../../../../components/editors/InlineText';
import { useUpdatePatternFields } from '../../api/pattern-table';
import { useReport } from '../context';
import classes from '../measure-report.module.css';

type PatternField = 'name' | 'good' | 'bad';

/** A row of the pattern's own fields (name, 良かった点, 悪かった点), each cell saved on its own. */
export function PatternFieldRow({
  label,
  field,
  patterns,
  multiline,
}: {
  label: string;
  field: PatternField;
  patterns: ReportPattern[];
  multiline?: boolean;
}) {
  const { measureId, editable } = useReport();
  const update = useUpdatePatternFields(measureId);
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.rowHead}>
        {label}
      </Table.Th>
      {patterns.map((pattern) => (
        <Table.Td key={pattern.id} className={pattern.is_adopt === 1 ? classes.adopted : undefined}>
          <InlineText
            value={pattern[field]}
            label={`パターン${pattern.pattern}の${label}`}
            placeholder={field === 'name' ? `パターン${pattern.pattern}` : '—'}
            multiline={multiline}
            readOnly={!editable}
            onSave={(next) => update.mutateAsync({ id: pattern.id, [field]: next })}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
