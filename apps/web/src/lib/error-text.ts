/**
 * A failed call's text for the guest. Apart from api.ts so that the guest's error texts load with
 * the pages that send forms, not with every page.
 */
import { guestErrorMessages } from '@storefront/contract/guest-error-messages';
import { errorType } from './api';

/**
 * SPEC §8: a catalogued errType of the guest's (guest-error-messages.ts) shows its text; anything
 * else (network too) the fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  const type = errorType(error);
  return type !== undefined && Object.hasOwn(guestErrorMessages, type)
    ? guestErrorMessages[type as keyof typeof guestErrorMessages]
    : fallback;
}
