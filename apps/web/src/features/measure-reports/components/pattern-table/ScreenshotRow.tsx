import { Table } from '@mantine/core';
import type { ReportPattern } from '@kaizen/domain';
import { useReport } from '../context';
import classes from '../measure-report.module.css';
import { ImagesBlock } from '../images/ImagesBlock';

/** Each pattern's screenshots, as a carousel per column. */
export function ScreenshotRow({ patterns }: { patterns: ReportPattern[] }) {
  const { data } = useReport();
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.rowHead}>
        スクリーンショット
      </Table.Th>
      {patterns.map((pattern) => (
        <Table.Td key={pattern.id} className={pattern.is_adopt === 1 ? classes.adopted : undefined}>
          <ImagesBlock
            place={{ kind: 'screenshot', pattern: pattern.pattern }}
            label={`パターン${pattern.pattern}のスクリーンショット`}
            images={data.images.screenshot.filter((image) => image.pattern === pattern.pattern)}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
