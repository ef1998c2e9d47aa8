import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { printAudienceLabels, type PrintAudience } from '../print-audience';

const choices = (Object.keys(printAudienceLabels) as PrintAudience[]).map((value) => ({
  value,
  label: printAudienceLabels[value],
}));

/**
 * The overview's 印刷 button, with the choice of whom the paper is for where the caller sees private
 * items (staff). The choice stays until changed, so the browser's own print command prints the same.
 */
export function PrintControls({
  audience,
  onAudience,
  withChoice,
}: {
  audience: PrintAudience;
  onAudience: (audience: PrintAudience) => void;
  withChoice: boolean;
}) {
  return (
    <Group gap="xs" className="no-print" wrap="nowrap">
      {withChoice ? (
        <SegmentedControl
          size="xs"
          aria-label="印刷する内容"
          value={audience}
          onChange={(value) => onAudience(value === 'internal' ? 'internal' : 'client')}
          data={choices}
        />
      ) : null}
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        印刷
      </Button>
    </Group>
  );
}
