/**
 * /staff/orders: the orders board (issue 14 item 2). One column per ticket status, live from the
 * server's stream, a ring and a tab-title count for new orders, and the actions that move each
 * ticket on. On a phone the columns are tabs: four side by side do not fit.
 */
import { SITE_NAME } from '@storefront/contract/site-page-heads';
import type { StaffProfile } from '@storefront/contract/staff';
import {
  type BoardAction,
  type BoardActionRequest,
  type BoardColumn,
  boardColumnNames,
  boardColumns,
  boardOrder,
  type StaffOrder,
} from '@storefront/contract/staff-orders';
import { menuVenues } from '@storefront/contract/venues';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorStatus } from '../../../lib/api';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Tabs, tabPanelProps } from '../../../ui/tabs';
import { staffErrorText } from '../../app/staff-errors';
import { useStaffDispatch, useStaffSelector } from '../../app/staff-store';
import { QueryState } from '../../ui/query-state';
import staffStyles from '../../ui/staff.module.css';
import { ALL_VENUES } from '../../ui/venue-checks';
import styles from './order-board.module.css';
import { cardId, isLive, OrderCard, PrintTicket } from './order-card';
import { armChime, chimeArmed, playChime } from './order-chime';
import { AcceptDialog, ReasonDialog } from './order-dialogs';
import {
  applyPreorder,
  type BoardVenue,
  cardKey,
  ordersApi,
  type StaffBoard,
  upsertCard,
  useBoardActionMutation,
  useStaffOrdersQuery,
} from './orders-api';
import { Preorders } from './preorders';
import { BOARD_POLL_MS, useBoardEvents } from './use-board-events';

export const ORDERS_TITLE = 'Заказы';
const TITLE_ID = 'staff-orders-title';
const PHONE_QUERY = '(max-width: 599px)';

const columnOf = (card: StaffOrder): BoardColumn =>
  card.ticket === 'onTheWay' ? 'ready' : (card.ticket as BoardColumn);

type Dialog = { card: StaffOrder; action: 'accept' | 'decline' | 'cancel' };

export function OrdersBoard({ me }: { me: StaffProfile }) {
  const dispatch = useStaffDispatch();
  const token = useStaffSelector((state) => state.staffSession.token);
  const venues = menuVenues.filter((venue) => me.venues.includes(venue.id));
  const [venueId, setVenueId] = useState<BoardVenue>(undefined);
  const [streamClosed, setStreamClosed] = useState(false);
  const { currentData, error, isError, refetch } = useStaffOrdersQuery(venueId, {
    pollingInterval: streamClosed ? BOARD_POLL_MS : 0,
  });
  const [runAction] = useBoardActionMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A new object each time: printing the same card again prints again.
  const [printing, setPrinting] = usePrintWhenAsked();
  const [soundOn, setSoundOn] = useChimeArming();
  const [tab, setTab] = useState<BoardColumn>('sent');
  const phone = useMediaQuery(PHONE_QUERY);
  const focusAfter = useRef<string | null>(null);

  const stream = useBoardEvents(venueId, token, {
    onCard: (card) => {
      if (venueId !== undefined && card.venueId !== venueId) return;
      dispatch(
        ordersApi.util.updateQueryData('staffOrders', venueId, (shown) => upsertCard(shown, card)),
      );
    },
    onPreorder: (change) => {
      if (venueId !== undefined && change.venueId !== venueId) return;
      dispatch(
        ordersApi.util.updateQueryData('staffOrders', venueId, (shown) =>
          applyPreorder(shown, change),
        ),
      );
    },
    onStale: () => void refetch(),
  });
  useEffect(() => setStreamClosed(stream === 'closed'), [stream]);

  // the earliest planned start first; an order placed before starts were planned by its time
  const cards = useMemo(() => [...(currentData?.orders ?? [])].sort(boardOrder), [currentData]);
  const live = cards.filter(isLive);
  const finished = cards.filter((card) => !isLive(card));
  const newCount = live.filter((card) => card.ticket === 'sent').length;

  useNewOrderChime(currentData, venueId, setAnnouncement);

  useEffect(() => {
    const base = `${ORDERS_TITLE} — ${SITE_NAME}`;
    document.title = newCount > 0 ? `(${newCount}) ${base}` : base;
  }, [newCount]);

  // After an action the card moves to another column: the focus follows it there.
  useEffect(() => {
    if (focusAfter.current === null) return;
    const target = document.getElementById(focusAfter.current);
    if (!target) return;
    focusAfter.current = null;
    target.focus();
  });

  /** Sends an action; the text to show where it was asked, or undefined when the board took it. */
  const send = useCallback(
    async (card: StaffOrder, action: BoardAction, body: BoardActionRequest) => {
      setAlert(null);
      setBusy(cardKey(card));
      const result = await runAction({
        orderId: card.orderId,
        venueId: card.venueId,
        action,
        body,
      });
      setBusy(null);
      if ('data' in result && result.data) {
        setDialog(null);
        // A finished card goes into the closed list below the board, where it cannot take focus.
        focusAfter.current = isLive(result.data) ? cardId(result.data) : TITLE_ID;
        if (phone && isLive(result.data)) setTab(columnOf(result.data));
        setAnnouncement(
          `Заказ №${result.data.number}: ${isLive(result.data) ? boardColumnNames[columnOf(result.data)] : 'завершён'}`,
        );
        return undefined;
      }
      const refused = result.error;
      // Someone else moved the ticket first: what they did is on the board now.
      if (errorStatus(refused) === 409) {
        setDialog(null);
        setAlert(staffErrorText(refused));
        dispatch(ordersApi.util.invalidateTags(['Orders']));
        return undefined;
      }
      const text = staffErrorText(refused);
      return text;
    },
    [runAction, dispatch, phone],
  );

  const onAction = (card: StaffOrder, action: BoardAction) => {
    if (action === 'accept' || action === 'decline' || action === 'cancel') {
      setDialog({ card, action });
      return;
    }
    void send(card, action, {}).then((text) => {
      if (text !== undefined) setAlert(text);
    });
  };

  const showVenue = venueId === undefined && venues.length > 1;
  const column = (name: BoardColumn) => live.filter((card) => columnOf(card) === name);
  const cardList = (list: StaffOrder[]) =>
    list.length === 0 ? (
      <p className={staffStyles.muted}>Заказов нет</p>
    ) : (
      <ul className={styles.cardList}>
        {list.map((card) => (
          <li key={cardKey(card)}>
            <OrderCard
              card={card}
              showVenue={showVenue}
              busy={busy === cardKey(card)}
              onAction={onAction}
              onPrint={(chosen) => setPrinting({ card: chosen })}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <BoardTop
        venues={venues}
        venueId={venueId}
        onVenue={setVenueId}
        soundOn={soundOn}
        onSoundOn={() => setSoundOn(true)}
        offline={stream === 'reconnecting' || stream === 'closed'}
      />
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      <p className={staffStyles.error} role="alert">
        {alert}
      </p>
      <QueryState
        isError={isError && !currentData}
        error={error}
        refetch={refetch}
        loaded={!!currentData}
        card
      />
      {currentData && (
        <BoardColumns phone={phone} tab={tab} onTab={setTab} column={column} cardList={cardList} />
      )}
      {currentData && currentData.preorders.length > 0 && (
        <Preorders preorders={currentData.preorders} showVenue={showVenue} />
      )}
      {currentData && finished.length > 0 && (
        <details className={styles.finished}>
          <summary>Завершённые за 2 часа ({finished.length})</summary>
          {cardList(finished)}
        </details>
      )}
      {dialog?.action === 'accept' && (
        <AcceptDialog
          card={dialog.card}
          onClose={() => setDialog(null)}
          send={(body) => send(dialog.card, 'accept', body)}
        />
      )}
      {(dialog?.action === 'decline' || dialog?.action === 'cancel') && (
        <ReasonDialog
          card={dialog.card}
          action={dialog.action}
          onClose={() => setDialog(null)}
          send={(body) => send(dialog.card, dialog.action, body)}
        />
      )}
      {printing && <PrintTicket card={printing.card} />}
    </>
  );
}

/** Browsers allow sound only after an interaction: the first tap or key press anywhere arms it. */
function useChimeArming() {
  const [soundOn, setSoundOn] = useState(chimeArmed);
  useEffect(() => {
    if (soundOn) return;
    const arm = () => {
      if (armChime()) setSoundOn(true);
    };
    // A click rather than a press: 'Включить звук' must still be there when its own click lands.
    window.addEventListener('click', arm);
    window.addEventListener('keydown', arm);
    return () => {
      window.removeEventListener('click', arm);
      window.removeEventListener('keydown', arm);
    };
  }, [soundOn]);
  return [soundOn, setSoundOn] as const;
}

/**
 * Rings and announces new orders. A new order is a `sent` ticket this board has not shown before;
 * the first list of each venue choice is what was already there: it neither rings nor is announced.
 */
function useNewOrderChime(
  shown: StaffBoard | undefined,
  venueId: BoardVenue,
  announce: (text: string) => void,
) {
  const seen = useRef(new Set<string>());
  const baselineOf = useRef<string | null>(null);
  const currentData = shown?.orders;
  useEffect(() => {
    if (!currentData) return;
    const choice = String(venueId);
    const fresh = currentData.filter(
      (card) => card.ticket === 'sent' && !seen.current.has(cardKey(card)),
    );
    for (const card of currentData) seen.current.add(cardKey(card));
    if (baselineOf.current !== choice) {
      baselineOf.current = choice;
      return;
    }
    if (fresh.length === 0) return;
    playChime();
    announce(fresh.map((card) => `Новый заказ №${card.number}`).join('. '));
  }, [currentData, venueId, announce]);
}

/** A card to print: a new object each time, so that printing the same card again prints again. */
function usePrintWhenAsked() {
  const [printing, setPrinting] = useState<{ card: StaffOrder } | null>(null);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  return [printing, setPrinting] as const;
}

interface BoardTopProps {
  venues: readonly { id: number; name: string }[];
  venueId: BoardVenue;
  onVenue: (venueId: BoardVenue) => void;
  soundOn: boolean;
  onSoundOn: () => void;
  offline: boolean;
}

function BoardTop({ venues, venueId, onVenue, soundOn, onSoundOn, offline }: BoardTopProps) {
  return (
    <div className={styles.top}>
      <h1 id={TITLE_ID} className={staffStyles.title} tabIndex={-1}>
        {ORDERS_TITLE}
      </h1>
      {venues.length > 1 && (
        <div className={styles.venuePick}>
          <label htmlFor="staff-orders-venue">Заведение</label>
          <select
            id="staff-orders-venue"
            className={styles.select}
            value={venueId === undefined ? '' : String(venueId)}
            onChange={(event) =>
              onVenue(event.target.value === '' ? undefined : Number(event.target.value))
            }
          >
            <option value="">{ALL_VENUES}</option>
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {!soundOn && (
        <button
          type="button"
          className={`${staffStyles.secondaryButton} ${staffStyles.smallButton}`}
          onClick={() => {
            if (armChime()) {
              onSoundOn();
              playChime();
            }
          }}
        >
          Включить звук
        </button>
      )}
      {offline && <p className={styles.offline}>Нет связи с сервером, переподключаемся…</p>}
    </div>
  );
}

interface BoardColumnsProps {
  phone: boolean;
  tab: BoardColumn;
  onTab: (tab: BoardColumn) => void;
  /** the live cards of a column */
  column: (name: BoardColumn) => StaffOrder[];
  cardList: (list: StaffOrder[]) => ReactNode;
}

/** The live cards: one column per ticket status, or on a phone one tab per column. */
function BoardColumns({ phone, tab, onTab, column, cardList }: BoardColumnsProps) {
  return phone ? (
    <>
      <Tabs
        idPrefix="staff-orders"
        label="Колонки заказов"
        selected={tab}
        onSelect={onTab}
        tabs={boardColumns.map((name) => ({
          id: name,
          label: `${boardColumnNames[name]} (${column(name).length})`,
        }))}
      />
      <div {...tabPanelProps('staff-orders', tab)} className={styles.panel}>
        {/* The columns' headings on a wide screen: the cards' h3 stay under an h2. */}
        <h2 className="visually-hidden">{boardColumnNames[tab]}</h2>
        {cardList(column(tab))}
      </div>
    </>
  ) : (
    <div className={styles.board}>
      {boardColumns.map((name) => (
        <section
          key={name}
          className={styles.column}
          aria-labelledby={`staff-orders-column-${name}`}
        >
          <h2 id={`staff-orders-column-${name}`} className={styles.columnTitle}>
            {boardColumnNames[name]} <span className={styles.count}>{column(name).length}</span>
          </h2>
          {cardList(column(name))}
        </section>
      ))}
    </div>
  );
}
