import { useReport } from '../context';
import { adoptedPatternLabel, figureText, masterName } from '../report-format';
import { ConsiderationSection } from './ConsiderationSection';
import { FieldList } from './FieldList';
import { LinksSection } from './links/LinksSection';
import { MultilineText } from './MultilineText';
import { Section } from './Section';

/** The right column when viewing: results, consideration, linked tasks and hypotheses. */
export function ResultView() {
  const { data, report } = useReport();
  return (
    <>
      <Section title="結果">
        <FieldList
          label="結果"
          rows={[
            { label: '採用パターン', value: adoptedPatternLabel(data.td) ?? 'なし' },
            { label: '改善指標', value: masterName(data.masters.improvement, report.improvement) },
            { label: '現状値', value: figureText(report.current_improvement) },
            { label: '目標値', value: figureText(report.porpose_improvement) },
            { label: '見込み', value: figureText(report.estimate) },
            { label: 'CVR上昇率', value: figureText(report.cvr_increase, '%') },
            { label: 'セッション数', value: figureText(report.session_num) },
            { label: '詳細', value: <MultilineText>{report.detail}</MultilineText> },
          ]}
        />
      </Section>
      <ConsiderationSection />
      <LinksSection />
    </>
  );
}
