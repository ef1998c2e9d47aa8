// What other features and app/ may use of projects; everything else in this folder is its own.
export { projectKeys } from './api/keys';
export { projectQuery, useProject, useProjects } from './api/projects';
export { useFavorites } from './api/favorites';
export { FavoriteStar } from './components/FavoriteStar';
export { FavoritesPanel } from './components/FavoritesPanel';
export { rememberedProjectId, rememberProjectId } from './current-project';
