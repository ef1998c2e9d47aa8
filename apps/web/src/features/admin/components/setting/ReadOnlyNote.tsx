import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Why this part of the settings is shown without edit controls. */
export function ReadOnlyNote({ children }: { children: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconLock size={16} aria-hidden />} role="note">
      {children}
    </Alert>
  );
}
