// What other features may use of comments; everything else in this folder is its own.
export { commentKeys } from './api/keys';
export { CommentsPanel } from './components/CommentsPanel';
export { CountedCommentsButton } from './components/CountedCommentsButton';
