// What other features and app/ may use of e-mail; everything else in this folder is its own.
export { DeliveriesTab } from './components/DeliveriesTab';
