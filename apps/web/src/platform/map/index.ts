import { lazy } from 'react';

/** The delivery map, in a chunk of its own (Leaflet): render it inside a Suspense. */
export const RouteMap = lazy(() => import('./RouteMap'));
export { ROUTE_COLORS, routeColor } from './types';
export type { MapPoint, MapRoute, MapStop, RouteMapProps } from './types';
