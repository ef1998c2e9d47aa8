import { Button } from '@mantine/core';
import { IconPencil, IconPrinter } from '@tabler/icons-react';
import { PrefetchLink } from './PrefetchLink';

/**
 * A report's 編集 (only when the caller may edit: editTo given) and 印刷 buttons; onPrint, when given,
 * decides whether to print (it may ask first).
 */
export function EditAndPrintButtons({
  editTo,
  onPrint = () => window.print(),
}: {
  editTo?: string | undefined;
  onPrint?: () => void;
}) {
  return (
    <>
      {editTo ? (
        <Button component={PrefetchLink} to={editTo} variant="default" leftSection={<IconPencil size={16} />}>
          編集
        </Button>
      ) : null}
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={onPrint}>
        印刷
      </Button>
    </>
  );
}
