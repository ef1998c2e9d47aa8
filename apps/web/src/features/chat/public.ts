// What other features may use of chat integration; everything else in this folder is its own.
export { ChatChannelsSection } from './components/ChatChannelsSection';
