/**
 * The explorer's views. Only finished views are listed: each is a lazily loaded chunk, so the
 * first page ships the shell and the one view it shows.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ViewEntry {
  id: string;
  label: string;
  component: LazyExoticComponent<ComponentType>;
}

export const VIEWS: readonly ViewEntry[] = [
  { id: 'home', label: 'Search', component: lazy(() => import('./views/home/home-view')) },
  { id: 'recommend', label: 'Recommendations', component: lazy(() => import('./views/recommend/recommend-view')) },
  { id: 'neighbourhood', label: 'Citation neighbourhood', component: lazy(() => import('./views/neighbourhood/neighbourhood-view')) },
  { id: 'concepts', label: 'Concept search', component: lazy(() => import('./views/concepts/concept-view')) },
  { id: 'bibliography', label: 'Bibliography', component: lazy(() => import('./views/bibliography/bibliography-view')) },
  { id: 'collection', label: 'Collection', component: lazy(() => import('./views/collection/collection-view')) },
  { id: 'runs', label: 'Evaluation runs', component: lazy(() => import('./views/runs/runs-view')) },
];

export const DEFAULT_VIEW = 'home';

export function viewById(id: string | null): ViewEntry {
  return VIEWS.find((view) => view.id === id) ?? VIEWS.find((view) => view.id === DEFAULT_VIEW)!;
}
