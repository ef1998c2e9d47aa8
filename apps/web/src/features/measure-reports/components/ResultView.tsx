import { indicatorUnit, reportFigureUnits } from '@kaizen/domain';
import { useReport } from './context';
import { adoptedPatternLabel, figureText, masterName } from '../report-format';
import { ConsiderationSection } from './ConsiderationSection';
import { FieldList } from './FieldList';
import { LinksSection } from './links/LinksSection';
import { MultilineText } from './MultilineText';
import { Section } from './Section';

/** The right column when viewing: results, consideration, linked tasks and hypotheses. */
export function ResultView() {
  const { data, report } = useReport();
  const indicator = masterName(data.masters.improvement, report.improvement);
  // 現状値 and 目標値 are in what the indicator measures (CVR in %, 売上 in 円).
  const unit = indicatorUnit(indicator);
  return (
    <>
      <Section title="結果">
        <FieldList
          label="結果"
          rows={[
            { label: '採用パターン', value: adoptedPatternLabel(data.td) ?? 'なし' },
            { label: '改善指標', value: indicator },
            { label: '現状値', value: figureText(report.current_improvement, unit) },
            { label: '目標値', value: figureText(report.porpose_improvement, unit) },
            { label: '見込み', value: figureText(report.estimate, reportFigureUnits.estimate) },
            { label: 'CVR上昇率', value: figureText(report.cvr_increase, reportFigureUnits.cvr_increase) },
            { label: 'セッション数', value: figureText(report.session_num, reportFigureUnits.session_num) },
            { label: '詳細', value: <MultilineText>{report.detail}</MultilineText> },
          ]}
        />
      </Section>
      <ConsiderationSection />
      <LinksSection />
    </>
  );
}
