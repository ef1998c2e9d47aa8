import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPhotoCog } from '@tabler/icons-react';
import { useState } from 'react';
import { useReport } from '../context';
import { ImageCarousel } from './ImageCarousel';
import { ImageSettingsModal } from './ImageSettingsModal';
import { toCarouselImage } from './to-carousel';

const LABEL = '根拠画像';

/** The basis image: one image; the edit screen uploads a new one in its place, captions or deletes it. */
export function BasisImage() {
  const { data, editable } = useReport();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={700}>
          {LABEL}
        </Text>
        {editable ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPhotoCog size={14} />}
            aria-label={`${LABEL}の画像設定`}
            onClick={() => setOpen(true)}
          >
            画像設定
          </Button>
        ) : null}
      </Group>
      <ImageCarousel images={data.images.basis.map(toCarouselImage)} label={LABEL} />
      {open ? (
        <ImageSettingsModal
          place={{ kind: 'basis', pattern: null }}
          label={LABEL}
          images={data.images.basis}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
