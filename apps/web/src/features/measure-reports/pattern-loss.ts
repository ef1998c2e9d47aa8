import { patternLabel, patternsRemovedBy, type MeasureReportResponse } from '@kaizen/domain';

/** What lowering pattern_num to `next` deletes (product.md §4 measure reports): the last patterns, their screenshots and filled cells. */
export interface PatternLoss {
  /** Labels of the patterns that go, in pattern order. */
  labels: string[];
  screenshots: number;
  filledCells: number;
}

export function patternLoss(report: Pick<MeasureReportResponse, 'td' | 'images'>, next: number): PatternLoss {
  const removed = patternsRemovedBy(report.td, next).sort((a, b) => a.pattern - b.pattern);
  const numbers = new Set(removed.map((p) => p.pattern));
  return {
    labels: removed.map(patternLabel),
    screenshots: report.images.screenshot.filter((image) => image.pattern !== null && numbers.has(image.pattern))
      .length,
    filledCells: removed.reduce((sum, p) => sum + p.data.filter((cell) => cell.name.trim() !== '').length, 0),
  };
}

/** The confirmation text: names the patterns and counts what goes with them. */
export function patternLossMessage(loss: PatternLoss): string {
  const names = loss.labels.map((label) => `「${label}」`).join('');
  const extras = [
    loss.screenshots > 0 ? `スクリーンショット${loss.screenshots}枚` : null,
    loss.filledCells > 0 ? `入力済みの値${loss.filledCells}件` : null,
  ].filter((part): part is string => part !== null);
  const withExtras = extras.length > 0 ? `${extras.join('と')}も削除されます。` : '';
  return `${names}を削除します。${withExtras}この操作は元に戻せません。`;
}
