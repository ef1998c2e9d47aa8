// What other features may use of comments; everything else in this folder is its own.
export { useCommentCounts } from './api/comments';
export { commentKeys } from './api/keys';
export { CommentsButton } from './components/CommentsButton';
export { CommentsPanel } from './components/CommentsPanel';
