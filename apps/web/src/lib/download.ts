import { CSV_BOM } from '@kaizen/domain';

/** Saves text as a file through a temporary link (the browser's download, no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves bytes already encoded (a Shift_JIS CSV) as a file. */
export function downloadBytes(fileName: string, bytes: Uint8Array, type: string) {
  downloadBlob(fileName, new Blob([bytes.slice().buffer], { type }));
}

function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A CSV file in UTF-8 with a BOM, so Excel in Japan opens it without garbling. */
export function downloadCsv(fileName: string, csv: string) {
  downloadText(fileName, csv.startsWith(CSV_BOM) ? csv : CSV_BOM + csv);
}

/** A name as a file name: the characters Windows and macOS refuse become _, and it is never empty. */
export function fileNamePart(name: string): string {
  const cleaned = Array.from(name, (ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .trim()
    .slice(0, 100);
  return cleaned || '名称未設定';
}
