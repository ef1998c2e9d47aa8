import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PLACE, measureReportMessages } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageRoomLeft } from './image-check';

describe('imageFileProblem', () => {
  it('takes PNG, JPEG and WebP up to the size limit', () => {
    expect(imageFileProblem({ type: 'image/png', size: 100 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types and big files with the server’s words', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 100 })).toBe(measureReportMessages.imageTypeRefused);
    expect(imageFileProblem({ type: '', size: 100 })).toBe(measureReportMessages.imageTypeRefused);
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      measureReportMessages.imageTooLarge(5),
    );
  });

  it('counts the room left in a place', () => {
    expect(imageRoomLeft(0)).toBe(MAX_IMAGES_PER_PLACE);
    expect(imageRoomLeft(MAX_IMAGES_PER_PLACE + 3)).toBe(0);
  });
});
