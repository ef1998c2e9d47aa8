// What other features may use of share-links; everything else in this folder is its own.
export { ShareLinksButton } from './components/ShareLinksButton';
