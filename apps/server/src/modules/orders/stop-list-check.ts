/**
 * The POS's last word before an order is taken (issue 15 item 2; decision 049). The stop list
 * pulled every few minutes (menu-sync/stop-list-pull.ts) can be a little behind the kitchen, so
 * before an order is accepted — and so before its online payment is created — each venue's
 * terminal group is asked whether it can sell the ticket's dishes now (POS=iiko:
 * `POST /api/1/stop_lists/check`). A dish it refuses is refused as one the menu has stopped: 409
 * `productUnavailable` naming it.
 *
 * When the POS does not answer, the order is taken: iiko checks its stop list again when the
 * delivery is created, and a refused ticket reaches the staff's board. Refusing every order while
 * iiko is slow would close the shop over a check that is only a courtesy.
 */
import { basketLineId } from '@storefront/contract/basket-rules';
import type { DishChoice } from '@storefront/contract/modifiers';
import type { MenuVenueId } from '@storefront/contract/venues';
import { isMenuVenueId } from '@storefront/contract/venues';
import type { StopListCheckItem } from '../../adapters/iiko/stop-lists';
import type { PosChoice } from '../../adapters/pos/pos';
import { withinTime } from '../../lib/within-time';

export interface StopListCheck {
  checkStopList(
    venueId: MenuVenueId,
    items: readonly StopListCheckItem[],
  ): Promise<readonly { productId: string; sizeId?: string | null }[]>;
}

/** A priced line of the order, as far as the check needs it. */
export interface CheckedLine {
  productId: number;
  special: boolean;
  venueId: number;
  /** the dish's POS id */
  iikoId: string;
  name: string;
  count: number;
  priceKopecks: number;
  /** the size and modifiers in the POS's ids; null: none */
  posChoice: PosChoice | null;
  /** the same in our ids, as the basket line has it; null: none */
  choice: DishChoice | null;
  /** the choice in words ('4 шт · Васаби'); '' for none */
  choiceText: string;
}

export interface StopListCheckLog {
  warn(details: object, message: string): void;
}

/**
 * The lines the venues' POS refuses now, as `productUnavailable`'s details (key → dish name);
 * empty when it sells them all or does not answer (logged).
 */
/**
 * How long the guest waits for the check at most: iiko's own timeout is 10 s a call, and a check
 * that does not answer in time takes the order anyway.
 */
export const STOP_LIST_CHECK_TIMEOUT_MS = 3_000;

export async function stopListedLines(
  check: StopListCheck,
  lines: readonly CheckedLine[],
  log: StopListCheckLog,
  timeoutMs = STOP_LIST_CHECK_TIMEOUT_MS,
): Promise<Record<string, string>> {
  const byVenue = new Map<MenuVenueId, CheckedLine[]>();
  for (const line of lines) {
    if (!isMenuVenueId(line.venueId)) continue;
    byVenue.set(line.venueId, [...(byVenue.get(line.venueId) ?? []), line]);
  }
  const refused = await Promise.all(
    [...byVenue].map(async ([venueId, venueLines]) => {
      // One item per dish and choice, as the delivery carries them: a dish in two lines chosen
      // alike (a special's and the menu's) is asked about at the amount of both.
      const items = new Map<string, StopListCheckItem>();
      for (const line of venueLines) {
        const key = `${line.iikoId.toLowerCase()}|${posChoiceKey(line.posChoice)}`;
        const item = items.get(key);
        items.set(key, {
          productId: line.iikoId,
          amount: (item?.amount ?? 0) + line.count,
          priceKopecks: line.priceKopecks,
          choice: line.posChoice,
        });
      }
      try {
        const rejected = await withinTime(
          check.checkStopList(venueId, [...items.values()]),
          timeoutMs,
        );
        return venueLines.filter((line) => rejected.some((item) => refuses(item, line)));
      } catch (error) {
        log.warn({ venueId, err: error }, 'stop list check failed: the order is taken unchecked');
        return [];
      }
    }),
  );
  // Keyed as the basket's lines are (basketLineId): a roll stopped in one size marks that line,
  // not the dish's other sizes; named with the choice for the same reason.
  return Object.fromEntries(
    refused.flat().map((line) => [
      basketLineId({
        id: line.productId,
        special: line.special,
        choice: line.choice ?? undefined,
      }),
      line.choiceText ? `${line.name} (${line.choiceText})` : line.name,
    ]),
  );
}

/** The size and modifiers as a stable string: lines chosen alike are one item. */
function posChoiceKey(choice: PosChoice | null): string {
  if (!choice) return '';
  const modifiers = choice.modifiers
    .map((modifier) => `${modifier.productId.toLowerCase()}x${modifier.amount}`)
    .sort();
  return [choice.sizeId?.toLowerCase() ?? '', ...modifiers].join(',');
}

/**
 * Whether a refused item is this line's: its dish as a whole or in the line's size (iiko keeps
 * stop lists per size), or one of its modifiers (a sauce that ran out).
 */
function refuses(
  rejected: { productId: string; sizeId?: string | null },
  line: CheckedLine,
): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (same(rejected.productId, line.iikoId)) {
    const size = rejected.sizeId ?? null;
    const lineSize = line.posChoice?.sizeId ?? null;
    return size === null || lineSize === null || same(size, lineSize);
  }
  return (line.posChoice?.modifiers ?? []).some((modifier) =>
    same(modifier.productId, rejected.productId),
  );
}
