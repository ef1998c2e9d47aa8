import { Badge } from '@mantine/core';
import { useReport } from './context';
import { masterName, periodText } from '../report-format';
import { FieldList } from './FieldList';
import { MultilineText } from './MultilineText';
import { Section } from './Section';

/** 概要: purpose, device, verification method and period, author and whether clients see it. */
export function OverviewView() {
  const { data, report } = useReport();
  return (
    <Section title="概要">
      <FieldList
        label="概要"
        rows={[
          { label: '目的', value: <MultilineText>{report.porpose}</MultilineText> },
          { label: 'デバイス', value: masterName(data.masters.device, report.device) },
          { label: '検証方法', value: masterName(data.masters.verification, report.verification) },
          {
            label: '検証期間',
            value: periodText(report.start_date, report.end_date, report.verification_diff),
          },
          { label: '作成者', value: report.user_name ?? '' },
          {
            label: '公開設定',
            value:
              report.is_show === 1 ? (
                <Badge variant="light" color="teal">
                  公開
                </Badge>
              ) : (
                <Badge variant="light" color="gray">
                  非公開
                </Badge>
              ),
          },
        ]}
      />
    </Section>
  );
}
