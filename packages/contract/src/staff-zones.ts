/**
 * Delivery zones and busy mode (issue 14 item 6), edited by managers and admins under
 * /api/staff: a zone's fee, smallest order, free-delivery threshold and courier minutes (the
 * group's zones, one list for every venue), and each venue's busy mode — minutes added to the
 * guest's expected time, or orders paused with a message the menu shows.
 *
 * Every edited row carries its `version`: a write names the version it was made from, and a write
 * made from an older copy (another manager saved first) is refused with 409 `conflict` and the
 * row as it is now in `current`, so nobody's change is silently lost.
 *
 * Money is in kopecks on this wire (the storefront's roubles are the specification's). How the
 * checkout applies a zone's terms is `zoneDelivery` in checkout.ts.
 */
import { z } from 'zod/mini';
import type { LatLng } from './catalog';
import { hasNoMarkup, idField, idParamField } from './fields';

export const ZONE_NAME_MAX = 80;
/** 100 000 ₽: above that a typo, not a fee or a threshold. */
export const ZONE_MONEY_KOPECKS_MAX = 10_000_000;
/** Ten hours: the city's farthest zone is under two; more is a typo. */
export const ZONE_MINUTES_MAX = 600;
/** Three hours: past that a kitchen pauses orders instead of promising a time. */
export const BUSY_EXTRA_MINUTES_MAX = 180;
export const PAUSE_MESSAGE_MAX = 200;
/** A zone's outline (decision 080): a triangle at least; past 200 corners a paste gone wrong. */
export const OUTLINE_POINTS_MIN = 3;
export const OUTLINE_POINTS_MAX = 200;

export const zonesMessages = {
  /** a venue's manager on the zones page: the zones are the group's (issue 31 item 2) */
  groupOnly:
    'Зоны доставки общие для всех заведений: их стоимость, минимальную сумму и включение меняет администратор',
  name: `Введите название зоны (до ${ZONE_NAME_MAX} символов)`,
  markup: 'Текст не может содержать символы < и >',
  fee: 'Стоимость доставки — от 0 до 100 000 ₽',
  minOrder: 'Минимальная сумма заказа — от 0 до 100 000 ₽ (0 — без минимума)',
  freeFrom: 'Бесплатная доставка — от суммы больше нуля и не больше 100 000 ₽, или пусто',
  minutes: `Время доставки — от 1 до ${ZONE_MINUTES_MAX} минут`,
  extraMinutes: `Дополнительное время — от 0 до ${BUSY_EXTRA_MINUTES_MAX} минут`,
  pauseMessage: `Сообщение для гостей — до ${PAUSE_MESSAGE_MAX} символов`,
  outline: `Границы зоны: от ${OUTLINE_POINTS_MIN} до ${OUTLINE_POINTS_MAX} точек «широта, долгота» (широта от -90 до 90, долгота от -180 до 180), по одной в строке`,
  fromPos:
    'Эту зону ведёт iiko: стоимость доставки, минимальную сумму, время в пути, включение и границы меняйте в iiko',
  addWhilePos:
    'Зоны доставки приходят из iiko: новую зону заведите в iiko, здесь она появится после обновления',
} as const;

/**
 * A zone iiko holds (POS=iiko, decision 053) takes these from each pull: edited here they would
 * be overwritten, so the editor shows them and the server refuses changing them. Its name, place
 * in the list and free-delivery threshold stay the staff's.
 */
export const POS_ZONE_FIELDS = [
  'feeKopecks',
  'minOrderKopecks',
  'deliveryMinutes',
  'active',
  'outline',
] as const;

/** Whether two outlines are the same points in the same order (null: no outline). */
export function sameOutline(a: readonly LatLng[] | null, b: readonly LatLng[] | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.length === b.length &&
    a.every((point, index) => point[0] === b[index]?.[0] && point[1] === b[index]?.[1])
  );
}

const isLatLng = ([latitude, longitude]: LatLng) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  latitude >= -90 &&
  latitude <= 90 &&
  longitude >= -180 &&
  longitude <= 180;

/**
 * A zone's outline as staff set it: null (none: the zone is the guest's word, decision 080) or
 * 3..200 `[latitude, longitude]` points in order. Every refusal is the one message at `outline`
 * (a point's type too, at its own path), for the editor's one field.
 */
const outlineField = z.nullable(
  z
    .array(
      z.tuple(
        [z.number(zonesMessages.outline), z.number(zonesMessages.outline)],
        zonesMessages.outline,
      ),
      zonesMessages.outline,
    )
    .check(
      z.minLength(OUTLINE_POINTS_MIN, zonesMessages.outline),
      z.maxLength(OUTLINE_POINTS_MAX, zonesMessages.outline),
      z.refine((points) => points.every(isLatLng), zonesMessages.outline),
    ),
);

/** An outline as the editor shows it: a point a line, 'широта, долгота'; '' for none. */
export function outlineText(outline: readonly LatLng[] | null): string {
  return (outline ?? []).map(([latitude, longitude]) => `${latitude}, ${longitude}`).join('\n');
}

/**
 * What was typed into the editor as an outline: blank → null; each non-blank line 'lat, lng'
 * (dot decimals). A line that does not read so becomes a point the schema refuses (NaN), so the
 * one message answers it.
 */
export function outlineOfText(text: string): LatLng[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return null;
  const number = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
  return lines.map((line): LatLng => {
    const parts = line.split(',').map((part) => part.trim());
    if (parts.length !== 2 || !parts.every((part) => number.test(part))) {
      return [Number.NaN, Number.NaN];
    }
    return [Number(parts[0]), Number(parts[1])];
  });
}

const zoneNameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, zonesMessages.name),
    z.maxLength(ZONE_NAME_MAX, zonesMessages.name),
    z.refine(hasNoMarkup, zonesMessages.markup),
  );
const kopecksField = (message: string) =>
  z.int(message).check(z.minimum(0, message), z.maximum(ZONE_MONEY_KOPECKS_MAX, message));
const versionField = idField();

/* ---------- delivery zones: GET /api/staff/zones ---------- */

export const staffZoneSchema = z.object({
  id: z.int(),
  name: z.string(),
  feeKopecks: z.int(),
  /** the smallest dishes' sum the zone takes; 0: any */
  minOrderKopecks: z.int(),
  /** from this dishes' sum delivery is free; null: never */
  freeFromKopecks: z.nullable(z.int()),
  /** the courier's minutes to the zone, for the guest's expected time */
  deliveryMinutes: z.int(),
  /** off: not offered to guests (past orders keep it) */
  active: z.boolean(),
  sort: z.int(),
  /** the iiko zone it mirrors (see POS_ZONE_FIELDS); null: the site's own */
  posZoneName: z.nullable(z.string()),
  /**
   * [latitude, longitude] points in order, that place an address in the zone (decision 080);
   * null: none, the guest's choice stands. A zone iiko holds has iiko's.
   */
  outline: z.nullable(z.array(z.tuple([z.number(), z.number()]))),
  version: z.int(),
});
export type StaffZone = z.infer<typeof staffZoneSchema>;

/** Every zone, the inactive ones too, in the storefront's order. */
export const staffZonesResponseSchema = z.object({ zones: z.array(staffZoneSchema) });

const zoneFields = {
  name: zoneNameField,
  feeKopecks: kopecksField(zonesMessages.fee),
  minOrderKopecks: kopecksField(zonesMessages.minOrder),
  freeFromKopecks: z.nullable(
    z
      .int(zonesMessages.freeFrom)
      .check(
        z.positive(zonesMessages.freeFrom),
        z.maximum(ZONE_MONEY_KOPECKS_MAX, zonesMessages.freeFrom),
      ),
  ),
  deliveryMinutes: z
    .int(zonesMessages.minutes)
    .check(z.positive(zonesMessages.minutes), z.maximum(ZONE_MINUTES_MAX, zonesMessages.minutes)),
  active: z.boolean(),
  /** absent: unchanged (a new zone: none); null: no outline */
  outline: z.optional(outlineField),
};

/** POST /api/staff/zones → staffZoneSchema (201), placed last in the list. */
export const zoneCreateSchema = z.strictObject(zoneFields);
export type ZoneCreate = z.infer<typeof zoneCreateSchema>;

/** PUT /api/staff/zones/:id → staffZoneSchema; 409 `conflict` with `current` when stale. */
export const zoneUpdateSchema = z.strictObject({
  ...zoneFields,
  sort: z.int().check(z.minimum(0), z.maximum(100_000)),
  version: versionField,
});
export type ZoneUpdate = z.infer<typeof zoneUpdateSchema>;

/* ---------- busy mode: GET /api/staff/busy ---------- */

export const venueBusySchema = z.object({
  venueId: z.int(),
  /** the venue's name as guests see it */
  name: z.string(),
  /** added to the kitchen's minutes in every guest's expected time */
  extraMinutes: z.int(),
  /** no new orders with this venue's dishes; the menu and the basket show `pauseMessage` */
  ordersPaused: z.boolean(),
  pauseMessage: z.string(),
  version: z.int(),
});
export type VenueBusy = z.infer<typeof venueBusySchema>;

/** The venues the member may set busy mode for (an admin: every venue). */
export const venuesBusyResponseSchema = z.object({ venues: z.array(venueBusySchema) });

export const venueBusyParamsSchema = z.object({ venueId: idParamField() });

/** PUT /api/staff/busy/:venueId → venueBusySchema; 409 `conflict` with `current` when stale. */
export const venueBusyUpdateSchema = z.strictObject({
  extraMinutes: z
    .int(zonesMessages.extraMinutes)
    .check(
      z.minimum(0, zonesMessages.extraMinutes),
      z.maximum(BUSY_EXTRA_MINUTES_MAX, zonesMessages.extraMinutes),
    ),
  ordersPaused: z.boolean(),
  pauseMessage: z
    .string()
    .check(
      z.trim(),
      z.maxLength(PAUSE_MESSAGE_MAX, zonesMessages.pauseMessage),
      z.refine(hasNoMarkup, zonesMessages.markup),
    ),
  version: versionField,
});
export type VenueBusyUpdate = z.infer<typeof venueBusyUpdateSchema>;
