import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastLibrary } from '../../lib/toast';

const ToastContainer = lazy(async () => ({
  default: (await loadToastLibrary()).ToastContainer,
}));

/**
 * Where toasts appear. Mounted in the browser once the page is up (the server renders none, and
 * the library loads apart from the page: lib/toast.ts).
 */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="bottom-right" autoClose={4000} pauseOnHover newestOnTop />
    </Suspense>
  );
}
