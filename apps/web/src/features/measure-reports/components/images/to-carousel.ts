import type { ReportImage } from '@kaizen/domain';
import type { CarouselImage } from './ImageCarousel';

/** A stored image as the carousel shows it: the caption, else the file name, names it. */
export function toCarouselImage(image: ReportImage): CarouselImage {
  return { key: image.id, url: image.image_url, caption: image.title, alt: image.title || image.name };
}
