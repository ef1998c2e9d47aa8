import { Button, Group, Stack } from '@mantine/core';
import type { ReportImage } from '@kaizen/domain';
import { IconPhotoCog } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImagePlace } from '../../api/images';
import { useReport } from '../context';
import { ImageCarousel } from './ImageCarousel';
import { ImageSettingsModal } from './ImageSettingsModal';
import { toCarouselImage } from './to-carousel';

/** The images of one place: the carousel, and on the edit screen the 画像設定 dialog. */
export function ImagesBlock({ place, label, images }: { place: ImagePlace; label: string; images: ReportImage[] }) {
  const { editable } = useReport();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      {editable ? (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPhotoCog size={14} />}
            aria-label={`${label}の画像設定`}
            onClick={() => setOpen(true)}
          >
            画像設定
          </Button>
        </Group>
      ) : null}
      <ImageCarousel images={images.map(toCarouselImage)} label={label} />
      {open ? <ImageSettingsModal place={place} label={label} images={images} onClose={() => setOpen(false)} /> : null}
    </Stack>
  );
}
