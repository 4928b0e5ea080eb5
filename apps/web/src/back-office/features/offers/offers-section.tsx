/**
 * Offers and promo codes (issue 32 item 1, decision 082): the member's offers listed in words,
 * a form for a new one and the same form for a listed one. An admin keeps the group's and every
 * venue's; a manager their venues'. What is typed (roubles, 'ЧЧ:ММ', ids) is judged by the
 * contract's schemas before sending; the server's refusals come back at their fields.
 */

import { formatPrice, toRoubles } from '@storefront/contract/money';
import type { StaffProfile } from '@storefront/contract/staff';
import {
  newOfferDefaults,
  type OfferCreate,
  offerCreateSchema,
  offersMessages,
  offerUpdateSchema,
  readStaffOffer,
  type StaffOffer,
} from '@storefront/contract/staff-offers';
import { can } from '@storefront/contract/staff-permissions';
import { type MenuVenueId, menuVenues } from '@storefront/contract/venues';
import { useEffect, useId, useRef, useState } from 'react';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { type ContractSchema, contractResolver } from '../../../ui/form/contract-resolver';
import { CheckField, SelectField, TextField, useKitForm } from '../../../ui/form/form';
import { useRowForm } from '../../../ui/form/use-row-form';
import { MemberSection } from '../../app/member-section';
import { conflictCurrent, errorFieldPaths, staffErrorText } from '../../app/staff-errors';
import { FormCard, useAnswer } from '../../ui/form-card';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import { kopecksOf, roublesText } from '../../ui/typed-numbers';
import { memberMenuVenues } from '../../ui/venue-select';
import { LoyaltyRulesSection } from './loyalty-rules-form';
import { MenuChoices } from './menu-choices';
import {
  benefitText,
  clockText,
  NO_CODE,
  ownerText,
  scopeText,
  usesText,
  WEEKDAY_NAMES,
  WHOLE_GROUP,
  whenText,
} from './offer-words';
import { useCreateOfferMutation, useOffersQuery, useUpdateOfferMutation } from './offers-api';
import offerStyles from './offers-section.module.css';
import { PointsAdjustForm } from './points-adjust-form';

export const OFFERS_TITLE = 'Акции и промокоды';
export const OFFERS_NOT_FOR_OPERATORS =
  'Акции и промокоды ведут управляющие и администраторы: этот раздел не для вашей роли';

export function OffersSection() {
  return (
    <MemberSection
      title={OFFERS_TITLE}
      only={{ area: 'offers', refusal: OFFERS_NOT_FOR_OPERATORS }}
    >
      {(me) => (
        <>
          <h1 className={styles.title}>{OFFERS_TITLE}</h1>
          <Offers me={me} />
          {can(me, 'loyalty') && (
            <>
              <PointsAdjustForm />
              <LoyaltyRulesSection />
            </>
          )}
        </>
      )}
    </MemberSection>
  );
}

/* ---------- the typed form ---------- */

type BenefitKind = OfferCreate['benefit']['kind'];
type ScopeKind = OfferCreate['scope']['kind'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** An offer as typed: sums in roubles, '' for "none", the checkboxes one a field. */
type OfferDraft = {
  code: string;
  title: string;
  benefitKind: BenefitKind;
  percent: string;
  /** roubles; '' for no cap */
  cap: string;
  /** roubles off (a fixed discount) */
  amount: string;
  giftDish: string;
  giftName: string;
  scopeKind: ScopeKind;
  /** the categories' ids, as the checkboxes' values */
  categoryIds: string[];
  /** 'product:12', 'special:3' */
  dishKeys: string[];
  minSubtotal: string;
  startsOn: string;
  endsOn: string;
  hoursFrom: string;
  hoursTo: string;
  firstOrderOnly: boolean;
  perGuestLimit: string;
  totalLimit: string;
  combinesWithPoints: boolean;
  combinesWithOffers: boolean;
  /** a venue's id, '' for the group */
  owner: string;
  active: boolean;
} & Record<`scopeVenue${MenuVenueId}`, boolean> &
  Record<`day${Weekday}`, boolean>;

type DraftField = keyof OfferDraft;

const benefitOptions: { value: BenefitKind; label: string }[] = [
  { value: 'percent', label: 'Скидка в процентах' },
  { value: 'fixed', label: 'Скидка в рублях' },
  { value: 'freeDelivery', label: 'Бесплатная доставка' },
  { value: 'gift', label: 'Подарок' },
];

const scopeOptions: { value: ScopeKind; label: string }[] = [
  { value: 'order', label: 'Весь заказ' },
  { value: 'venues', label: 'Блюда заведений' },
  { value: 'categories', label: 'Категории меню' },
  { value: 'dishes', label: 'Отдельные блюда' },
];

const venueField = (venueId: MenuVenueId) => `scopeVenue${venueId}` as const;
const dayField = (weekday: Weekday) => `day${weekday}` as const;

/** A new offer: a manager's is their (first) venue's, on its dishes; an admin's the group's. */
function emptyDraft(me: StaffProfile): OfferDraft {
  const venue = me.role === 'admin' ? undefined : memberMenuVenues(me)[0];
  return draftOf({
    ...newOfferDefaults,
    id: 0,
    scope: venue ? { kind: 'venues', venueIds: [venue.id] } : { kind: 'order' },
    venueId: venue?.id ?? null,
    uses: 0,
    revenueKopecks: 0,
    version: 1,
  });
}

function draftOf(offer: StaffOffer): OfferDraft {
  const { benefit, scope } = offer;
  const venues = Object.fromEntries(
    menuVenues.map((venue) => [
      venueField(venue.id),
      scope.kind === 'venues' && scope.venueIds.includes(venue.id),
    ]),
  ) as Record<`scopeVenue${MenuVenueId}`, boolean>;
  const days = Object.fromEntries(
    WEEKDAYS.map((weekday) => [dayField(weekday), offer.weekdays.includes(weekday)]),
  ) as Record<`day${Weekday}`, boolean>;
  return {
    code: offer.code ?? '',
    title: offer.title,
    benefitKind: benefit.kind,
    percent: benefit.kind === 'percent' ? String(benefit.percent) : '',
    cap:
      benefit.kind === 'percent' && benefit.capKopecks !== null
        ? roublesText(benefit.capKopecks)
        : '',
    amount: benefit.kind === 'fixed' ? roublesText(benefit.kopecks) : '',
    giftDish: benefit.kind === 'gift' ? benefit.dishKey : '',
    giftName: benefit.kind === 'gift' ? benefit.name : '',
    scopeKind: scope.kind,
    ...venues,
    categoryIds: scope.kind === 'categories' ? scope.categoryIds.map(String) : [],
    dishKeys: scope.kind === 'dishes' ? [...scope.dishKeys] : [],
    minSubtotal: roublesText(offer.minSubtotalKopecks),
    startsOn: offer.startsOn ?? '',
    endsOn: offer.endsOn ?? '',
    ...days,
    hoursFrom: offer.hours ? clockText(offer.hours.fromMinutes) : '',
    hoursTo: offer.hours ? clockText(offer.hours.toMinutes) : '',
    firstOrderOnly: offer.firstOrderOnly,
    perGuestLimit: offer.perGuestLimit === null ? '' : String(offer.perGuestLimit),
    totalLimit: offer.totalLimit === null ? '' : String(offer.totalLimit),
    combinesWithPoints: offer.combinesWithPoints,
    combinesWithOffers: offer.combinesWithOffers,
    owner: offer.venueId === null ? '' : String(offer.venueId),
    active: offer.active,
  };
}

const blank = (text: string) => text.trim() === '';
/** A whole number as typed; anything else NaN, which the schema refuses with its message. */
const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
/** 'ЧЧ:ММ' → minutes from midnight ('24:00' only as an end); else NaN. */
function minutesOf(text: string, end: boolean): number {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= (end ? 1440 : 1439) ? minutes : Number.NaN;
}

function benefitOf(draft: OfferDraft) {
  switch (draft.benefitKind) {
    case 'percent':
      return {
        kind: 'percent',
        percent: wholeOf(draft.percent),
        capKopecks: blank(draft.cap) ? null : kopecksOf(draft.cap),
      } as const;
    case 'fixed':
      return { kind: 'fixed', kopecks: kopecksOf(draft.amount) } as const;
    case 'freeDelivery':
      return { kind: 'freeDelivery' } as const;
    case 'gift':
      return { kind: 'gift', dishKey: draft.giftDish.trim(), name: draft.giftName.trim() } as const;
  }
}

function scopeOf(draft: OfferDraft) {
  switch (draft.scopeKind) {
    case 'order':
      return { kind: 'order' } as const;
    case 'venues':
      return {
        kind: 'venues',
        venueIds: menuVenues.filter((venue) => draft[venueField(venue.id)]).map((v) => v.id),
      } as const;
    case 'categories':
      return { kind: 'categories', categoryIds: draft.categoryIds.map(wholeOf) } as const;
    case 'dishes':
      return { kind: 'dishes', dishKeys: draft.dishKeys } as const;
  }
}

/** The call's fields from what was typed (judged by the contract's schema before sending). */
function offerFieldsOf(draft: OfferDraft) {
  return {
    code: blank(draft.code) ? null : draft.code,
    title: draft.title,
    benefit: benefitOf(draft),
    scope: scopeOf(draft),
    minSubtotalKopecks: blank(draft.minSubtotal) ? 0 : kopecksOf(draft.minSubtotal),
    startsOn: blank(draft.startsOn) ? null : draft.startsOn.trim(),
    endsOn: blank(draft.endsOn) ? null : draft.endsOn.trim(),
    weekdays: WEEKDAYS.filter((weekday) => draft[dayField(weekday)]),
    hours:
      blank(draft.hoursFrom) && blank(draft.hoursTo)
        ? null
        : {
            fromMinutes: minutesOf(draft.hoursFrom, false),
            toMinutes: minutesOf(draft.hoursTo, true),
          },
    firstOrderOnly: draft.firstOrderOnly,
    perGuestLimit: blank(draft.perGuestLimit) ? null : wholeOf(draft.perGuestLimit),
    totalLimit: blank(draft.totalLimit) ? null : wholeOf(draft.totalLimit),
    combinesWithPoints: draft.combinesWithPoints,
    combinesWithOffers: draft.combinesWithOffers,
    venueId: draft.owner === '' ? null : Number(draft.owner),
    active: draft.active,
  };
}

const benefitFieldOf: Record<string, DraftField> = {
  percent: 'percent',
  capKopecks: 'cap',
  kopecks: 'amount',
  dishKey: 'giftDish',
  name: 'giftName',
};

/** The form's field for a refusal at a wire path ('benefit.capKopecks' is the cap's). */
function draftFieldOfPath(path: readonly PropertyKey[]): DraftField | undefined {
  const [head = '', sub = ''] = path.map(String);
  switch (head) {
    case 'code':
    case 'title':
    case 'startsOn':
    case 'endsOn':
    case 'perGuestLimit':
    case 'totalLimit':
    case 'firstOrderOnly':
    case 'combinesWithPoints':
    case 'combinesWithOffers':
    case 'active':
      return head;
    case 'minSubtotalKopecks':
      return 'minSubtotal';
    case 'venueId':
      return 'owner';
    case 'benefit':
      return benefitFieldOf[sub] ?? 'benefitKind';
    case 'scope':
      return sub === 'categoryIds' ? 'categoryIds' : sub === 'dishKeys' ? 'dishKeys' : 'scopeKind';
    case 'hours':
      return sub === 'fromMinutes' ? 'hoursFrom' : 'hoursTo';
    default:
      // weekdays: the checkboxes cannot make a wrong list; the form's own alert says it
      return undefined;
  }
}

/**
 * The contract's schema, then the rule the server keeps for a venue's offer (decision 082): it
 * reaches that venue's dishes only, so not the whole order nor another venue.
 */
function offerResolver(schema: ContractSchema, version?: number): Resolver<OfferDraft> {
  const judge = contractResolver<OfferDraft>(
    () => schema,
    (draft) => ({ ...offerFieldsOf(draft), ...(version === undefined ? {} : { version }) }),
    (_field, path) => draftFieldOfPath(path),
  );
  return async (values, context, options) => {
    const judged = await judge(values, context, options);
    if (Object.keys(judged.errors).length > 0 || values.owner === '') return judged;
    const { scope, venueId } = offerFieldsOf(values);
    const outside =
      scope.kind === 'order' ||
      (scope.kind === 'venues' && scope.venueIds.some((id) => id !== venueId));
    if (!outside) return judged;
    return {
      values: {},
      errors: { scopeKind: { type: 'scope', message: offersMessages.scopeOutsideVenue } },
    };
  };
}

/** The server's 400 `fields`, each at the form's field for it. */
function showServerFields(form: UseFormReturn<OfferDraft>, error: unknown) {
  for (const [path, message] of Object.entries(errorFieldPaths(error))) {
    const field = draftFieldOfPath(path.split('.'));
    if (field !== undefined && !form.getFieldState(field).error) {
      form.setError(field, { type: 'server', message });
    }
  }
}

/* ---------- the list ---------- */

function Offers({ me }: { me: StaffProfile }) {
  const { currentData: offers, error, isError, refetch } = useOffersQuery();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = offers?.find((offer) => offer.id === editingId);
  const headingId = useId();

  return (
    <>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby={headingId}>
        <h2 id={headingId}>Предложения</h2>
        <p className={styles.muted}>
          {me.role === 'admin'
            ? 'Предложения всей группы и каждого заведения. Промокод гость вводит в корзине; предложение без кода действует само.'
            : 'Предложения ваших заведений: они действуют только на их блюда. Промокод гость вводит в корзине; предложение без кода действует само.'}
        </p>
        <QueryState isError={isError} error={error} refetch={refetch} loaded={!!offers} />
        {offers && offers.length === 0 && <p className={styles.muted}>Предложений пока нет.</p>}
        {offers && offers.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Промокод</th>
                  <th scope="col">Название</th>
                  <th scope="col">Что даёт</th>
                  <th scope="col">Чьё</th>
                  <th scope="col">Когда</th>
                  <th scope="col">Включено</th>
                  <th scope="col">Использовано</th>
                  <th scope="col">Выручка заказов</th>
                  <th scope="col">
                    <span className="visually-hidden">Действия</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {offers.map((offer) => (
                  <tr key={offer.id} className={offer.active ? undefined : styles.disabledRow}>
                    <td className={offerStyles.code}>{offer.code ?? NO_CODE}</td>
                    <td>{offer.title}</td>
                    <td>
                      {benefitText(offer.benefit)}
                      <span className={offerStyles.hint}>{scopeText(offer.scope)}</span>
                    </td>
                    <td>{ownerText(offer.venueId)}</td>
                    <td>{whenText(offer)}</td>
                    <td>{offer.active ? 'да' : 'нет'}</td>
                    <td>{usesText(offer)}</td>
                    <td>{formatPrice(toRoubles(offer.revenueKopecks))}</td>
                    <td>
                      <button
                        type="button"
                        className={`${styles.secondaryButton} ${styles.smallButton}`}
                        aria-label={`Изменить: ${offer.code ?? offer.title}`}
                        aria-pressed={offer.id === editingId}
                        onClick={() => setEditingId(offer.id === editingId ? null : offer.id)}
                      >
                        Изменить
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {editing && (
        // A saved offer, or another member's after a conflict, comes back in the list: the
        // form keeps the version it was made from (useRowForm), so it is made once per offer.
        <EditOfferForm
          key={editing.id}
          offer={editing}
          me={me}
          onClose={() => setEditingId(null)}
        />
      )}
      <NewOfferForm me={me} />
    </>
  );
}

/* ---------- the forms ---------- */

function NewOfferForm({ me }: { me: StaffProfile }) {
  const form = useKitForm<OfferDraft>(() => emptyDraft(me), offerResolver(offerCreateSchema));
  const answer = useAnswer();
  const [create, { isLoading }] = useCreateOfferMutation();
  const id = useId();

  const onValid = async (draft: OfferDraft) => {
    try {
      const created = await create(offerCreateSchema.parse(offerFieldsOf(draft))).unwrap();
      form.reset(emptyDraft(me));
      answer.tell(`Предложение «${created.title}» добавлено`);
    } catch (error) {
      showServerFields(form, error);
      answer.fail(staffErrorText(error));
    }
  };

  return (
    <FormCard
      headingId={`${id}-heading`}
      heading={<h2 id={`${id}-heading`}>Новое предложение</h2>}
      form={form}
      locked={isLoading}
      answer={answer}
      onValid={onValid}
      actions={
        <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
          Добавить предложение
        </button>
      }
    >
      <OfferFields form={form} me={me} id={id} />
    </FormCard>
  );
}

interface EditOfferFormProps {
  offer: StaffOffer;
  me: StaffProfile;
  onClose: () => void;
}

function EditOfferForm({ offer, me, onClose }: EditOfferFormProps) {
  const { form, keepMine, base, saved, conflict } = useRowForm(offer, draftOf, (made) =>
    offerResolver(offerUpdateSchema, made.version),
  );
  const answer = useAnswer();
  const [update, { isLoading }] = useUpdateOfferMutation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = offer.code ?? offer.title;

  // Opened from the list's button: the keyboard goes on to the form it opened.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onValid = async (draft: OfferDraft) => {
    const body = offerUpdateSchema.parse({ ...offerFieldsOf(draft), version: base.version });
    try {
      const savedOffer = await update({ id: offer.id, body }).unwrap();
      saved(savedOffer);
      answer.tell(`Предложение «${savedOffer.title}» сохранено`);
    } catch (error) {
      const current = readStaffOffer(conflictCurrent(error));
      if (current) conflict(current);
      showServerFields(form, error);
      answer.fail(`Не сохранено: ${staffErrorText(error)}`);
    }
  };

  return (
    <FormCard
      headingId={`${id}-heading`}
      heading={
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          Изменить: {name}
        </h2>
      }
      form={form}
      keepMine={keepMine}
      locked={isLoading}
      answer={answer}
      onValid={onValid}
      actions={
        <>
          <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
            Сохранить
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Закрыть
          </button>
        </>
      }
    >
      <OfferFields form={form} me={me} id={id} />
    </FormCard>
  );
}

const noLimitHint = 'Пусто — без ограничения';

/** Every field of an offer, the benefit's and the scope's by their kind. */
function OfferFields({
  form,
  me,
  id,
}: {
  form: UseFormReturn<OfferDraft>;
  me: StaffProfile;
  id: string;
}) {
  const owners = [
    ...(me.role === 'admin' ? [{ value: '', label: WHOLE_GROUP }] : []),
    ...memberMenuVenues(me).map((venue) => ({ value: String(venue.id), label: venue.name })),
  ];
  const field = (name: DraftField) => `${id}-${name}`;
  const owner = form.watch('owner');
  const venueIds = owner === '' ? memberMenuVenues(me).map((venue) => venue.id) : [Number(owner)];

  return (
    <>
      <div className={styles.formGrid}>
        <TextField
          name="code"
          id={field('code')}
          label="Промокод"
          hint="Буквы и цифры, от 3 до 32, без пробелов. Пусто — предложение действует без кода"
          input={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 40 }}
        />
        <TextField name="title" id={field('title')} label="Название" required />
        <SelectField
          name="owner"
          id={field('owner')}
          label="Чьё предложение"
          options={owners}
          hint={
            me.role === 'admin'
              ? 'Предложение заведения действует только на его блюда'
              : 'Ваше заведение: предложение действует только на его блюда'
          }
        />
      </div>

      <BenefitFields form={form} field={field} venueIds={venueIds} />
      <ScopeFields form={form} field={field} venueIds={venueIds} />
      <div className={styles.formGrid}>
        <TextField
          name="minSubtotal"
          id={field('minSubtotal')}
          label="Заказ от, ₽"
          hint="0 — без минимума"
          inputMode="decimal"
        />
        <TextField
          name="startsOn"
          id={field('startsOn')}
          label="Первый день"
          hint="ГГГГ-ММ-ДД; пусто — уже действует"
          input={{ placeholder: 'ГГГГ-ММ-ДД' }}
        />
        <TextField
          name="endsOn"
          id={field('endsOn')}
          label="Последний день"
          hint="ГГГГ-ММ-ДД; пусто — без срока"
          input={{ placeholder: 'ГГГГ-ММ-ДД' }}
        />
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Дни недели (ни одного — каждый день)</legend>
        <div className={styles.checks}>
          {WEEKDAYS.map((weekday) => (
            <CheckField
              key={weekday}
              name={dayField(weekday)}
              id={field(dayField(weekday))}
              label={WEEKDAY_NAMES[weekday - 1] ?? ''}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Часы (время Владивостока; пусто — весь день)</legend>
        <div className={styles.formGrid}>
          <TextField
            name="hoursFrom"
            id={field('hoursFrom')}
            label="Часы: с"
            hint="ЧЧ:ММ, например 15:00"
            input={{ placeholder: 'ЧЧ:ММ' }}
          />
          <TextField
            name="hoursTo"
            id={field('hoursTo')}
            label="Часы: до"
            hint="ЧЧ:ММ, до 24:00"
            input={{ placeholder: 'ЧЧ:ММ' }}
          />
        </div>
      </fieldset>

      <div className={styles.formGrid}>
        <TextField
          name="perGuestLimit"
          id={field('perGuestLimit')}
          label="Раз на гостя"
          hint={noLimitHint}
          inputMode="numeric"
        />
        <TextField
          name="totalLimit"
          id={field('totalLimit')}
          label="Всего использований"
          hint={noLimitHint}
          inputMode="numeric"
        />
      </div>

      <div className={offerStyles.switches}>
        <CheckField
          name="firstOrderOnly"
          id={field('firstOrderOnly')}
          label="Только на первый заказ"
        />
        <CheckField
          name="combinesWithPoints"
          id={field('combinesWithPoints')}
          label="Можно вместе с оплатой баллами"
        />
        <CheckField
          name="combinesWithOffers"
          id={field('combinesWithOffers')}
          label="Можно вместе с другими акциями"
        />
        <CheckField name="active" id={field('active')} role="switch" label="Включено" />
      </div>
    </>
  );
}

interface PartProps {
  form: UseFormReturn<OfferDraft>;
  /** the control's id for a field */
  field: (name: DraftField) => string;
  /** the venues whose dishes the offer may reach: its own, or the member's for a group offer */
  venueIds: readonly number[];
}

/** What the offer gives, and the amount that kind takes. */
function BenefitFields({ form, field, venueIds }: PartProps) {
  const benefitKind = form.watch('benefitKind');
  return (
    <div className={styles.formGrid}>
      <SelectField
        name="benefitKind"
        id={field('benefitKind')}
        label="Что даёт"
        options={benefitOptions}
      />
      {benefitKind === 'percent' && (
        <>
          <TextField
            name="percent"
            id={field('percent')}
            label="Скидка, %"
            inputMode="numeric"
            required
          />
          <TextField
            name="cap"
            id={field('cap')}
            label="Не больше, ₽"
            hint={noLimitHint}
            inputMode="decimal"
          />
        </>
      )}
      {benefitKind === 'fixed' && (
        <TextField
          name="amount"
          id={field('amount')}
          label="Скидка, ₽"
          inputMode="decimal"
          required
        />
      )}
      {benefitKind === 'gift' && (
        <>
          <MenuChoices venueIds={venueIds} kind="gift" name="giftDish" />
          <TextField
            name="giftName"
            id={field('giftName')}
            label="Подарок для гостя"
            hint="Как назвать подарок в корзине"
          />
        </>
      )}
    </div>
  );
}

/** What the offer reaches: the whole order, venues' dishes, categories or dishes. */
function ScopeFields({ form, field, venueIds }: PartProps) {
  const scopeKind = form.watch('scopeKind');
  return (
    <>
      <div className={styles.formGrid}>
        <SelectField
          name="scopeKind"
          id={field('scopeKind')}
          label="На что действует"
          options={scopeOptions}
        />
      </div>
      {scopeKind === 'categories' && (
        <MenuChoices venueIds={venueIds} kind="categories" name="categoryIds" />
      )}
      {scopeKind === 'dishes' && <MenuChoices venueIds={venueIds} kind="dishes" name="dishKeys" />}
      {scopeKind === 'venues' && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Блюда каких заведений</legend>
          <div className={styles.checks}>
            {menuVenues.map((venue) => (
              <CheckField
                key={venue.id}
                name={venueField(venue.id)}
                id={field(venueField(venue.id))}
                label={venue.name}
              />
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
