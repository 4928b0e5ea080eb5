import { useSyncExternalStore } from 'react';
import { mapZoom } from './map-view';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The map's zoom for the window's current width, following resizes. */
export function useMapZoom(): number {
  return useSyncExternalStore(
    subscribe,
    () => mapZoom(window.innerWidth),
    () => mapZoom(1366),
  );
}
