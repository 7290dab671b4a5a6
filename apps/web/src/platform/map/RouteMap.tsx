// The delivery map (a lazy chunk: Leaflet and its CSS load only with a screen that shows a map). Stops are DOM
// markers with their number and routes SVG lines, both drawn by the browser over the tiles: with no tile server
// reachable the map still shows them, on a blank background, and says so.
import 'leaflet/dist/leaflet.css';
import './RouteMap.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { MAP_TILES_DEFAULT } from '@backoffice/domain';
import { appConfig } from '../boot/boot';
import type { MapPoint, MapStop, RouteMapProps } from './types';

const BRAZIL: L.LatLngBoundsExpression = [
  [-33.7, -73.9],
  [5.3, -34.8],
];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function stopIcon(stop: MapStop, color: string, selected: boolean): L.DivIcon {
  const size = selected ? 34 : stop.label === undefined ? 14 : 26;
  return L.divIcon({
    className: 'route-map-icon',
    html: `<span class="route-map-stop${selected ? ' is-selected' : ''}" data-stop="${escape(String(stop.id))}" style="--stop-color:${color};width:${size}px;height:${size}px">${stop.label === undefined ? '' : escape(String(stop.label))}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const depotIcon = L.divIcon({
  className: 'route-map-icon',
  html: '<span class="route-map-depot" data-depot="1"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M12 3 2 9v12h6v-7h8v7h6V9z"/></svg></span>',
  iconSize: [32, 32],
  iconAnchor: [16, 16],
});

/**
 * Fits the view to what is shown whenever that changes, and again when the map's box changes size (a phone turned, the
 * window resized): Leaflet measures its container once, so it is told (`invalidateSize`).
 */
function FitBounds({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`).join(';');
  useEffect(() => {
    const fit = () => {
      if (!points.length) map.fitBounds(BRAZIL, { animate: false });
      else if (points.length === 1) map.setView([points[0].lat, points[0].lng], 12, { animate: false });
      else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [28, 28], maxZoom: 14, animate: false });
    };
    fit();
    let width = map.getContainer().clientWidth;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      // After the layout settles (one frame), once per change of width.
      frame = requestAnimationFrame(() => {
        const now = map.getContainer().clientWidth;
        if (now === width || now === 0) return;
        width = now;
        map.invalidateSize({ animate: false });
        fit();
      });
    });
    observer.observe(map.getContainer());
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when the points changed
  }, [map, key]);
  return null;
}

/** The tiles of MAP_TILES_URL (OpenStreetMap by default); tells when none arrives (`onFailed`). */
function Tiles({ onState }: { onState: (state: 'ok' | 'failed') => void }) {
  const config = useQuery({ queryKey: ['app-config'], queryFn: appConfig, staleTime: Infinity, retry: false });
  const tiles = config.data?.mapTiles ?? MAP_TILES_DEFAULT;
  if (config.isPending) return null;
  return <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={19} eventHandlers={{ tileload: () => onState('ok'), tileerror: () => onState('failed') }} />;
}

/** Depot, routes with numbered stops in order, and stops on no route; click a stop to pick it. */
export default function RouteMap({ depot, routes, loose = [], closed = true, selected = null, onStopClick, height = 420, label }: RouteMapProps) {
  const { t } = useTranslation();
  // The view fits the routes (stops on no route, often far ones left for a carrier, would shrink them to dots);
  // with no route yet, everything.
  const points = useMemo(() => {
    const routed = routes.flatMap((r) => r.stops);
    return [...(depot ? [depot] : []), ...routed, ...(routed.length ? [] : loose)];
  }, [depot, routes, loose]);
  const click = (id: string | number) => (onStopClick ? { click: () => onStopClick(id) } : undefined);
  // One tile that arrived is enough: the background works (a few may still fail at the edges).
  const [tiles, setTiles] = useState<'loading' | 'ok' | 'failed'>('loading');
  const onTiles = useCallback((state: 'ok' | 'failed') => setTiles((s) => (s === 'ok' ? s : state)), []);
  return (
    <div>
      <div className="route-map" style={{ height }} role="region" aria-label={label} data-testid="route-map">
        <MapContainer bounds={BRAZIL} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
          <Tiles onState={onTiles} />
          <FitBounds points={points} />
          {routes.map((route) => {
            if (!route.stops.length) return null;
            const line: L.LatLngExpression[] = [...(closed && depot ? [depot] : []), ...route.stops, ...(closed && depot ? [depot] : [])].map((p) => [p.lat, p.lng]);
            return (
              <Polyline key={`line-${route.id}`} positions={line} className="route-map-line" pathOptions={{ color: route.color, weight: 4, opacity: 0.85 }}>
                {route.title && <Tooltip sticky>{route.title}</Tooltip>}
              </Polyline>
            );
          })}
          {loose.map((stop) => (
            <Marker key={`loose-${stop.id}`} position={[stop.lat, stop.lng]} icon={stopIcon(stop, '#868e96', selected === stop.id)} title={stop.title} alt={stop.title} eventHandlers={click(stop.id)} />
          ))}
          {routes.flatMap((route) =>
            route.stops.map((stop) => (
              <Marker
                key={`stop-${route.id}-${stop.id}`}
                position={[stop.lat, stop.lng]}
                icon={stopIcon(stop, route.color, selected === stop.id)}
                title={stop.title}
                alt={stop.title}
                zIndexOffset={selected === stop.id ? 1000 : 0}
                eventHandlers={click(stop.id)}
              />
            )),
          )}
          {depot && <Marker position={[depot.lat, depot.lng]} icon={depotIcon} title={`${t('map.depot')}: ${depot.title}`} alt={t('map.depot')} zIndexOffset={2000} />}
        </MapContainer>
      </div>
      {tiles === 'failed' && (
        <Text size="xs" c="dimmed" mt={4} data-testid="map-offline">
          {t('map.noTiles')}
        </Text>
      )}
    </div>
  );
}
