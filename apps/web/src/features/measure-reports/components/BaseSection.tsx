import { Badge, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useReport } from './context';
import classes from './measure-report.module.css';
import { basePath } from '../report-format';
import { BasisImage } from './images/BasisImage';
import { MultilineText } from './MultilineText';
import { Section } from './Section';

/** ベース: where the measure sits (KPI › 課題 › 要因 › 仮説 › 施策), the basis and its image. */
export function BaseSection({ basisField }: { basisField?: ReactNode }) {
  const { data, report } = useReport();
  const steps = basePath(data.base);
  return (
    <Section title="ベース">
      <Stack gap="sm">
        <nav aria-label="施策の位置" className={classes.path}>
          {steps.map((step, index) => (
            <Fragment key={step.label}>
              {index > 0 ? <IconChevronRight size={12} aria-hidden /> : null}
              <Text size="sm" span>
                <Badge size="xs" variant="outline" color="gray" mr={4}>
                  {step.label}
                </Badge>
                {step.title || '（無題）'}
              </Text>
            </Fragment>
          ))}
        </nav>
        <div>
          <Text size="sm" fw={700} mb={4}>
            根拠
          </Text>
          {basisField ?? <MultilineText>{report.basis}</MultilineText>}
        </div>
        <BasisImage />
      </Stack>
    </Section>
  );
}
