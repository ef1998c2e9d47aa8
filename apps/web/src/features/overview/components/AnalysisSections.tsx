import type { Owner } from '@kaizen/domain';
import type { ComponentType, ReactNode } from 'react';
import {
  ComparisonSection,
  CustomerAnalysisSection,
  MarketSection,
  StrengthsWeaknessesSection,
} from '../../analysis/public';

/**
 * 顧客分析, 競合比較, 強み・弱み and 市場選定 of the owner, from the analysis feature, each in its own
 * section of the overview.
 */
export function AnalysisSections({
  owner,
  canEdit,
  Section,
}: {
  owner: Owner;
  canEdit: boolean;
  Section: ComponentType<{ label: string; children: ReactNode }>;
}) {
  return (
    <>
      <Section label="顧客分析">
        <CustomerAnalysisSection owner={owner} canEdit={canEdit} />
      </Section>
      <Section label="競合比較">
        <ComparisonSection owner={owner} canEdit={canEdit} />
      </Section>
      <Section label="強み・弱み">
        <StrengthsWeaknessesSection owner={owner} canEdit={canEdit} />
      </Section>
      <Section label="市場選定">
        <MarketSection owner={owner} canEdit={canEdit} />
      </Section>
    </>
  );
}
