import { CSV_BOM, encodeShiftJis, type CsvEncoding, type UnencodableCharacter } from '@kaizen/domain';
import { useState } from 'react';
import { downloadBytes, downloadCsv } from '../../../lib/download';
import { useExportSettings } from '../api/settings';
import { ShiftJisProblemModal } from './ShiftJisProblemModal';

interface Problem {
  fileName: string;
  csv: string;
  unencodable: UnencodableCharacter[];
  count: number;
  onSaved: (() => void) | undefined;
}

/**
 * Saves a CSV in the user's encoding. Shift_JIS that cannot hold a character is not written with a
 * stand-in: the dialog lists the characters and offers UTF-8 instead (decisions/0045).
 */
export function useCsvDownload() {
  const { csv_encoding: encoding } = useExportSettings();
  const [problem, setProblem] = useState<Problem | null>(null);

  const write = (fileName: string, csv: string, as: CsvEncoding, onSaved?: () => void) => {
    const text = csv.startsWith(CSV_BOM) ? csv.slice(CSV_BOM.length) : csv;
    if (as === 'utf8_bom') {
      downloadCsv(fileName, text);
      onSaved?.();
      return;
    }
    const result = encodeShiftJis(text);
    if (result.ok) {
      downloadBytes(fileName, result.bytes, 'text/csv;charset=shift_jis');
      onSaved?.();
    } else {
      setProblem({ fileName, csv: text, unencodable: result.unencodable, count: result.count, onSaved });
    }
  };

  const dialog = problem ? (
    <ShiftJisProblemModal
      unencodable={problem.unencodable}
      count={problem.count}
      onUtf8={() => {
        write(problem.fileName, problem.csv, 'utf8_bom', problem.onSaved);
        setProblem(null);
      }}
      onClose={() => setProblem(null)}
    />
  ) : null;

  return {
    encoding,
    /** Saves `csv` as `fileName` in the user's encoding; `onSaved` runs once a file was written. */
    download: (fileName: string, csv: string, onSaved?: () => void) => write(fileName, csv, encoding, onSaved),
    dialog,
  };
}
