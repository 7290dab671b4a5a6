/** What a map of deliveries shows: a depot, routes (their stops in order, joined by a line) and stops on no route. */
export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapStop extends MapPoint {
  id: string | number;
  /** The number drawn in the marker (the stop's place in its route); none: a plain dot. */
  label?: string | number;
  /** What hovering (or a screen reader) tells of it: client, city, weight. */
  title: string;
}

export interface MapRoute {
  id: string | number;
  color: string;
  /** The route's name, for its line's tooltip. */
  title?: string;
  stops: MapStop[];
}

export interface RouteMapProps {
  depot?: (MapPoint & { title: string }) | null;
  routes: MapRoute[];
  /** Stops on no route (not served, still to route), drawn grey. */
  loose?: MapStop[];
  /** The lines leave the depot and come back to it. */
  closed?: boolean;
  /** The stop picked on the screen, drawn larger. */
  selected?: string | number | null;
  onStopClick?: (id: string | number) => void;
  /** CSS height; the map takes its container's width. */
  height?: number | string;
  /** The map's accessible name. */
  label: string;
}

/** One colour per route, distinct on the map and readable with a white number on top. */
export const ROUTE_COLORS = ['#1c7ed6', '#e8590c', '#2b8a3e', '#c2255c', '#7048e8', '#0c8599', '#a61e4d', '#5c940d', '#d9480f', '#364fc7', '#862e9c', '#087f5b'];

export const routeColor = (index: number) => ROUTE_COLORS[index % ROUTE_COLORS.length];
