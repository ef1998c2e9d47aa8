import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useReport } from './context';
import { ImagesBlock } from './images/ImagesBlock';
import { MultilineText } from './MultilineText';
import { Section } from './Section';

/** 考察 with its images; the edit screen passes its text field. */
export function ConsiderationSection({ textField }: { textField?: ReactNode }) {
  const { data, report } = useReport();
  return (
    <Section title="考察">
      <Stack gap="sm">
        {textField ?? <MultilineText>{report.consideration}</MultilineText>}
        <ImagesBlock
          place={{ kind: 'consideration', pattern: null }}
          label="考察画像"
          images={data.images.consideration}
        />
      </Stack>
    </Section>
  );
}
