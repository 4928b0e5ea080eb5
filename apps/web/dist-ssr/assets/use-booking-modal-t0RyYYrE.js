import { useCallback, useEffect, useRef, useState } from "react";
import { jsx } from "react/jsx-runtime";
import { toast } from "react-toastify";
// src/features/booking/use-booking-modal.tsx
var loadBookingModal = () => import("./booking-modal-BtaJ-l1q.js");
var OPEN_FAILED = "Не удалось открыть форму бронирования. Проверьте соединение и попробуйте ещё раз.";
function prefetchBookingModal() {
	loadBookingModal().catch(() => {});
}
/** The text on every booking button (SPEC §2 "Contacts"). */
var BOOK_TABLE = "ЗАБРОНИРОВАТЬ СТОЛИК";
function useBookingModal() {
	const [booking, setBooking] = useState(null);
	const [opening, setOpening] = useState(null);
	const opener = useRef(null);
	useEffect(() => {
		const id = setTimeout(prefetchBookingModal, 2e3);
		return () => clearTimeout(id);
	}, []);
	const open = async (place, from) => {
		if (opening !== null) return;
		setOpening(place.id);
		try {
			const { BookingModal } = await loadBookingModal();
			opener.current = from;
			setBooking({
				place,
				Modal: BookingModal
			});
		} catch {
			toast.error(OPEN_FAILED);
		} finally {
			setOpening(null);
		}
	};
	const close = useCallback(() => setBooking(null), []);
	useEffect(() => {
		if (booking || !opener.current) return;
		opener.current.focus({ preventScroll: true });
		opener.current = null;
	}, [booking]);
	/** The attributes of a button that opens the modal for a place. */
	const buttonProps = (place) => ({
		type: "button",
		"aria-busy": opening === place.id || void 0,
		onPointerEnter: prefetchBookingModal,
		onFocus: prefetchBookingModal,
		onClick: (event) => void open(place, event.currentTarget),
		"aria-label": `${BOOK_TABLE}: ${place.name}`
	});
	return {
		buttonProps,
		modal: booking ? /* @__PURE__ */ jsx(booking.Modal, {
			place: booking.place,
			onClose: close
		}) : null
	};
}
export { useBookingModal as n, BOOK_TABLE as t };
