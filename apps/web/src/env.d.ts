/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Yandex Maps JS API key; without it the map is the drawn street plan (features/map) */
  readonly VITE_YMAPS_KEY?: string;
}
