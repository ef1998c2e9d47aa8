import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import classes from '../measure-report.module.css';

export interface CarouselImage {
  key: string | number;
  url: string;
  /** Caption (shown under the image). */
  caption: string;
  alt: string;
}

/** Carousel height (product.md §9.3). */
export const CAROUSEL_HEIGHT = 500;

/** The strip under the carousel: 3 thumbnails on a narrow place, 4 on a wider one (product.md §9.3). */
function ThumbnailStrip({
  images,
  selected,
  label,
  onPick,
}: {
  images: CarouselImage[];
  selected: number;
  label: string;
  onPick: (index: number) => void;
}) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    embla?.scrollTo(selected);
  }, [embla, selected]);
  return (
    <Carousel
      type="container"
      slideSize={{ base: '33.3333%', '400px': '25%' }}
      slideGap="xs"
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps', dragFree: true }}
      getEmblaApi={setEmbla}
      withControls={false}
      withKeyboardEvents={false}
      classNames={{ root: classes.carousel }}
      aria-label={`${label}のサムネイル`}
      mt="xs"
    >
      {images.map((image, index) => (
        <Carousel.Slide key={image.key} aria-label={`${index + 1}枚目のサムネイル`}>
          <UnstyledButton
            className={classes.thumb}
            data-active={index === selected || undefined}
            aria-current={index === selected || undefined}
            aria-label={`${index + 1}枚目を表示`}
            onClick={() => onPick(index)}
          >
            <img src={image.url} alt="" loading="lazy" />
          </UnstyledButton>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

/**
 * Images of one place: a 500px carousel with a thumbnail strip on screen, the image shown announced
 * as スライド 1 / 2; printed, every image one after another (a carousel would print only the current one).
 */
export function ImageCarousel({ images, label }: { images: CarouselImage[]; label: string }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  if (images.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        画像はありません
      </Text>
    );
  }
  const current = Math.min(selected, images.length - 1);
  return (
    <div>
      <div className={classes.screenOnly}>
        <Carousel
          height={CAROUSEL_HEIGHT}
          getEmblaApi={setEmbla}
          onSlideChange={setSelected}
          withControls={images.length > 1}
          previousControlProps={{ 'aria-label': '前の画像' }}
          nextControlProps={{ 'aria-label': '次の画像' }}
          classNames={{ root: classes.carousel }}
          aria-label={label}
        >
          {images.map((image, index) => (
            <Carousel.Slide key={image.key} aria-label={`${index + 1}枚目／${images.length}枚`}>
              <figure className={classes.slide}>
                <img src={image.url} alt={image.alt} loading="lazy" />
                {image.caption ? (
                  <Text component="figcaption" size="sm" ta="center" px="sm">
                    {image.caption}
                  </Text>
                ) : null}
              </figure>
            </Carousel.Slide>
          ))}
        </Carousel>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          スライド {current + 1} / {images.length}
        </VisuallyHidden>
        {images.length > 1 ? (
          <ThumbnailStrip images={images} selected={current} label={label} onPick={(i) => embla?.scrollTo(i)} />
        ) : null}
      </div>
      <div className={classes.printImages}>
        {images.map((image) => (
          <figure key={image.key}>
            <img src={image.url} alt={image.alt} />
            {image.caption ? (
              <Text component="figcaption" size="sm">
                {image.caption}
              </Text>
            ) : null}
          </figure>
        ))}
      </div>
    </div>
  );
}
