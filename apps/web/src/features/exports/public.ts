// What other features may use of downloads; everything else in this folder is its own.
export { CsvExportButton } from './components/CsvExportButton';
export { useCsvDownload } from './components/use-csv-download';
