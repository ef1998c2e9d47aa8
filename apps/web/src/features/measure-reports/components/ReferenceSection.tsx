import { useReport } from './context';
import { ImagesBlock } from './images/ImagesBlock';
import { Section } from './Section';

/** 参考画像: the carousel of reference images. */
export function ReferenceSection() {
  const { data } = useReport();
  return (
    <Section title="参考画像">
      <ImagesBlock place={{ kind: 'reference', pattern: null }} label="参考画像" images={data.images.reference} />
    </Section>
  );
}
