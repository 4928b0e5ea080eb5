import { useCallback, useState } from 'react';
import { KeylessMap } from './keyless-map';
import { YandexMap } from './yandex-map';

const apiKey: string | undefined = import.meta.env.VITE_YMAPS_KEY || undefined;

/** Once Yandex Maps failed on this page load, the next pages go straight to the drawn map. */
let yandexFailed = false;

/** Yandex Maps when the build has a key and its script loads; the drawn street plan otherwise. */
export function VenueMap() {
  const [failed, setFailed] = useState(yandexFailed);
  const onFailure = useCallback(() => {
    yandexFailed = true;
    setFailed(true);
  }, []);
  if (!apiKey || failed) return <KeylessMap />;
  return <YandexMap apiKey={apiKey} onFailure={onFailure} />;
}
