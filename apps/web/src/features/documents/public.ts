// What other features may use of documents; everything else in this folder is its own.
export { DocumentsSection } from './components/DocumentsSection';
export { documentKeys } from './api/keys';
