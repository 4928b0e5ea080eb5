/**
 * Toasts (react-toastify), loaded with the first toast or once the page has settled
 * (app/layout/toasts.tsx), so the library stays out of every page's first chunk (issue 11 item 5).
 * A toast shown before the container has mounted waits in the library's queue.
 */
import { SIGN_IN_NEEDED_TEXT } from '@storefront/contract/sign-in-needed';
import type { ToastOptions } from 'react-toastify';

let library: Promise<typeof import('react-toastify')> | null = null;

export function loadToastLibrary() {
  library ??= import('react-toastify');
  return library;
}

type Kind = 'info' | 'success' | 'warning' | 'error';

function show(kind: Kind, message: string, options?: ToastOptions) {
  void loadToastLibrary().then((toastify) => toastify.toast[kind](message, options));
}

export const toast = {
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};

/** SPEC.md §8: 'Для работы с личным кабинетом необходимо авторизоваться', once however often asked. */
export function toastSignInNeeded() {
  toast.info(SIGN_IN_NEEDED_TEXT, { toastId: 'unauthorized' });
}
