import {
  isImageType,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MB,
  MAX_IMAGES_PER_PLACE,
  measureReportMessages,
} from '@kaizen/domain';

/**
 * A quick check before uploading (the server reads the bytes and decides): the browser's idea of
 * the type and the size. Returns the Japanese reason to refuse, or null.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!isImageType(file.type)) return measureReportMessages.imageTypeRefused;
  if (file.size > MAX_IMAGE_BYTES) return measureReportMessages.imageTooLarge(MAX_IMAGE_MB);
  return null;
}

/** How many more images a place takes (at most MAX_IMAGES_PER_PLACE each). */
export function imageRoomLeft(current: number): number {
  return Math.max(0, MAX_IMAGES_PER_PLACE - current);
}
