// What other features may use of projects; everything else in this folder is its own.
export { projectKeys } from './api/keys';
export { useProject, useProjects } from './api/projects';
export { useFavorites } from './api/favorites';
export { FavoriteStar } from './components/FavoriteStar';
export { rememberedProjectId } from './current-project';
