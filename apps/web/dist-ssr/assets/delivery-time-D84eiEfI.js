// ../../packages/contract/src/delivery-time.ts
/**
* Delivery time rules (SPEC.md §2 and §9, DESIGN.md §4): slots every 30 minutes from 11:00 to
* 19:30, today and tomorrow, in Vladivostok time whatever the browser's zone; only future slots;
* "as soon as possible" only while delivery works (11:00–20:00).
*/
/** IANA's name; DESIGN.md's «Europe/Vladivostok» does not exist (decision 011). */
var DELIVERY_TIME_ZONE = "Asia/Vladivostok";
var FIRST_SLOT_MINUTES = 660;
var LAST_SLOT_MINUTES = 1170;
var CLOSE_MINUTES = 1200;
var SLOT_STEP_MINUTES = 30;
var pad = (n) => String(n).padStart(2, "0");
var MINUTE = 6e4;
var DAY = 1440 * MINUTE;
var wallClock = new Intl.DateTimeFormat("en-US", {
	timeZone: DELIVERY_TIME_ZONE,
	hourCycle: "h23",
	year: "numeric",
	month: "numeric",
	day: "numeric",
	hour: "numeric",
	minute: "numeric"
});
/** The Vladivostok wall clock at an instant, and the midnight that started its day (UTC ms). */
function localDay(now) {
	const parts = {};
	for (const part of wallClock.formatToParts(now)) parts[part.type] = Number(part.value);
	const { year = 1970, month = 1, day = 1, hour = 0, minute = 0 } = parts;
	const offset = Date.UTC(year, month - 1, day, hour, minute) - Math.floor(now.getTime() / MINUTE) * MINUTE;
	return {
		minutes: hour * 60 + minute,
		midnightUtc: Date.UTC(year, month - 1, day) - offset,
		offset
	};
}
/** Whether "as soon as possible" can be offered and accepted now. */
function isAsapAvailable(now) {
	const { minutes } = localDay(now);
	return minutes >= FIRST_SLOT_MINUTES && minutes < CLOSE_MINUTES;
}
/** Today's and tomorrow's slots that are still in the future, in order. */
function deliverySlots(now) {
	const { midnightUtc, offset } = localDay(now);
	const slots = [];
	for (const [index, day] of ["today", "tomorrow"].entries()) for (let m = FIRST_SLOT_MINUTES; m <= LAST_SLOT_MINUTES; m += SLOT_STEP_MINUTES) {
		const instant = midnightUtc + index * DAY + m * MINUTE;
		if (instant <= now.getTime()) continue;
		const wall = new Date(instant + offset);
		const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
		const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
		slots.push({
			value: `${date} ${time}:00.000`,
			day,
			time
		});
	}
	return slots;
}
export { deliverySlots as n, isAsapAvailable as r, DELIVERY_TIME_ZONE as t };
