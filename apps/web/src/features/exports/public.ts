// What other features may use of downloads; everything else in this folder is its own.
export { ExportButton } from './components/ExportButton';
