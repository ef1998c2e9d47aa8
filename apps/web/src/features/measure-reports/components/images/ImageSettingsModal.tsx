import { Alert, Modal, Stack, Text } from '@mantine/core';
import { commonMessages, MAX_IMAGES_PER_PLACE, measureReportMessages, type ReportImage } from '@kaizen/domain';
import { useState, type ReactNode } from 'react';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { SortableList } from '../../../../components/sortable/SortableList';
import { errorMessageOf } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toasts';
import {
  useDeleteImage,
  useReorderImages,
  useUpdateImageCaption,
  useUploadImage,
  type ImagePlace,
} from '../../api/images';
import { useReport } from '../context';
import { imageFileProblem, imageRoomLeft } from '../../image-check';
import { ImageDropArea } from './ImageDropArea';
import { ImageRow } from './ImageRow';

/**
 * 画像設定 (600px, product.md §9.3) of one place: upload by picking or dropping (each file its own call),
 * captions, order by drag (or keyboard), delete. The basis holds one image: a new one replaces it.
 */
export function ImageSettingsModal({
  place,
  label,
  images,
  onClose,
}: {
  place: ImagePlace;
  label: string;
  images: ReportImage[];
  onClose: () => void;
}) {
  const { measureId } = useReport();
  const upload = useUploadImage(measureId);
  const caption = useUpdateImageCaption(measureId);
  const reorder = useReorderImages(measureId);
  const remove = useDeleteImage(measureId);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const single = place.kind === 'basis';

  const addFiles = async (files: File[]) => {
    const found: string[] = [];
    const room = single ? 1 : imageRoomLeft(images.length);
    if (files.length > room) {
      const message = measureReportMessages.imageLimit(MAX_IMAGES_PER_PLACE);
      found.push(message);
      toast.error(commonMessages.addFailed, message);
    }
    setUploading(true);
    let added = 0;
    for (const file of files.slice(0, room)) {
      const reason = imageFileProblem(file);
      if (reason) {
        found.push(`${file.name}：${reason}`);
        toast.error(commonMessages.addFailed, reason);
        continue;
      }
      try {
        await upload.mutateAsync({ place, file });
        added += 1;
      } catch (error) {
        // The failure toast has been shown; the dialog keeps the reason beside the file name too.
        found.push(`${file.name}：${errorMessageOf(error)}`);
      }
    }
    setUploading(false);
    setProblems(found);
    if (added > 0) toast.success(measureReportMessages.imagesAdded(added));
  };

  const row = (image: ReportImage, handle: ReactNode) => (
    <ImageRow
      image={image}
      handle={handle}
      onCaption={(title) => caption.mutateAsync({ id: image.id, title })}
      onDelete={() => remove.mutateAsync({ id: image.id })}
    />
  );

  return (
    <Modal opened onClose={onClose} title={`${label}の画像設定`} size={DIALOG_WIDTH.image}>
      <Stack gap="sm">
        <ImageDropArea label={label} multiple={!single} busy={uploading} onFiles={(files) => void addFiles(files)} />
        {problems.length > 0 ? (
          <Alert color="red" title="アップロードできなかった画像があります" role="alert">
            {problems.map((problem, index) => (
              <Text key={`${index}-${problem}`} size="sm">
                {problem}
              </Text>
            ))}
          </Alert>
        ) : null}
        {single ? (
          <>
            {images.map((image) => (
              <div key={image.id}>{row(image, null)}</div>
            ))}
            <Text size="xs" c="dimmed">
              根拠画像は1枚です。新しい画像をアップロードすると置き換わります。
            </Text>
          </>
        ) : images.length === 0 ? (
          <Text size="sm" c="dimmed">
            画像はまだありません
          </Text>
        ) : (
          <SortableList
            items={images}
            getId={(image) => image.id}
            getLabel={(image) => image.title || image.name}
            label={`${label}の並び順`}
            disabled={reorder.isPending}
            onReorder={(items) =>
              reorder.mutate({
                measure_id: measureId,
                kind: place.kind,
                pattern: place.pattern,
                ids: items.map((image) => image.id),
              })
            }
            renderItem={(image, { handle }) => row(image, handle)}
          />
        )}
      </Stack>
    </Modal>
  );
}
