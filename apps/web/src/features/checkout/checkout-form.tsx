/**
 * Step 2 of the basket page: the order form, blocks 01 (delivery) and 02 (contacts), SPEC.md §2,
 * §4 "Checkout", §5 "Checkout". Loaded only when the guest gets this far (react-hook-form and
 * the phone mask stay out of the basket page's first load).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHECKOUT_COMMENT_MAX,
  type CheckoutForm as CheckoutFormValues,
  checkoutFormSchema,
  checkoutMessages,
  defaultCheckoutForm,
  NO_CALL_NOTE,
} from '@storefront/contract/checkout';
import {
  type DeliverySlot,
  deliverySlots,
  isAsapAvailable,
} from '@storefront/contract/delivery-time';
import { addPrices, formatPrice } from '@storefront/contract/money';
import { type PaymentMethod, paymentLabel } from '@storefront/contract/orders';
import { isPhoneEmpty } from '@storefront/contract/phone';
import { isMenuVenueId, pickupPlace } from '@storefront/contract/venues';
import {
  type ChangeEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Controller, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useStore } from 'react-redux';
import { type RootState, useAppDispatch, useAppSelector } from '../../app/store';
import { catalogApi, useGetDeliveryZonesQuery } from '../../lib/catalog-api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toast } from '../../lib/toast';
import { Choice, choicesClassName } from '../../ui/choice';
import {
  FieldError,
  FormField,
  fieldAria,
  inputClassName,
  textareaClassName,
} from '../../ui/form-field';
import { PhoneInput } from '../../ui/phone-input';
import { selectBasketLines, selectBasketTotal, updatePrices } from '../basket/basket-slice';
import { BasketLineCard } from './basket-line-card';
import styles from './checkout-form.module.css';
import {
  attemptFinished,
  attemptStarted,
  checkoutFormChanged,
  selectAttemptKey,
  selectCheckoutForm,
} from './checkout-slice';
import { buildOrderRequest, readOrderFailure } from './order-request';
import { useCreateOrderMutation, useLazyCheckConnectionQuery } from './orders-api';
import { useNow } from './use-now';
import {
  type SavedDeliverySettings,
  useSavedContacts,
  useSavedDeliverySettings,
} from './use-saved-delivery-settings';

export const SUBMIT_LABEL = 'ОФОРМИТЬ ЗАКАЗ';
/** SPEC §9: submit-label hints last 5 s. */
export const HINT_MS = 5000;

const ADDRESS_FIELDS = ['street', 'house', 'entrance', 'floor', 'flat', 'deliveryZone'] as const;
type AddressValues = Pick<CheckoutFormValues, (typeof ADDRESS_FIELDS)[number]>;
const NO_ADDRESS: AddressValues = {
  street: '',
  house: '',
  entrance: '',
  floor: '',
  flat: '',
  deliveryZone: null,
};

/** The mirrored values, minus a time choice that is no longer possible. */
function startingValues(stored: CheckoutFormValues, now: Date): CheckoutFormValues {
  const values = { ...stored };
  if (values.timeMode === 'asap' && !isAsapAvailable(now)) values.timeMode = 'slot';
  if (values.slot !== '' && !deliverySlots(now).some((slot) => slot.value === values.slot)) {
    values.slot = '';
  }
  return values;
}

function addressOf(values: Partial<AddressValues>): AddressValues {
  return { ...NO_ADDRESS, ...values };
}

const PAYMENT_CHOICES: { id: string; value: PaymentMethod }[] = [
  { id: 'checkout-cash', value: 'CASH' },
  { id: 'checkout-bncur', value: 'BNCUR' },
  { id: 'checkout-online', value: 'ONLINE' },
];

interface CheckoutFormProps {
  /** back to the review step */
  onBack: () => void;
  /** the order is made: the page goes to `url` (the confirmation, or the payment page) */
  onPlaced: (answer: { id: number; url: string }) => void;
}

export function CheckoutForm({ onBack, onPlaced }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const lines = useAppSelector(selectBasketLines);
  const basketTotal = useAppSelector(selectBasketTotal);
  const saved = useSavedDeliverySettings();
  const savedContacts = useSavedContacts();
  const now = useNow();
  const asapAvailable = isAsapAvailable(now);
  const slots = useMemo(() => deliverySlots(now), [now]);
  const { data: zones } = useGetDeliveryZonesQuery();
  const [checkConnection] = useLazyCheckConnectionQuery();
  const [createOrder] = useCreateOrderMutation();

  const [initialValues] = useState(() =>
    startingValues(selectCheckoutForm(store.getState()) ?? defaultCheckoutForm, now),
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    getFieldState,
    trigger,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    // SPEC §4: an error shows once its field has been left, then follows every change.
    mode: 'onTouched',
    defaultValues: initialValues,
  });

  // SPEC §4: form values are mirrored into shared state as they change.
  useEffect(() => {
    const subscription = watch((values) =>
      dispatch(checkoutFormChanged(values as CheckoutFormValues)),
    );
    return () => subscription.unsubscribe();
  }, [watch, dispatch]);

  // Delivery hours end while the page is open, or a chosen slot passes.
  const timeMode = watch('timeMode');
  const slot = watch('slot');
  useEffect(() => {
    if (timeMode === 'asap' && !asapAvailable) setValue('timeMode', 'slot');
    if (slot !== '' && !slots.some((offered) => offered.value === slot)) setValue('slot', '');
  }, [timeMode, slot, asapAvailable, slots, setValue]);

  // The logged-in guest's saved settings fill what the guest has not filled or chosen yet.
  const savedApplied = useRef(false);
  useEffect(() => {
    if (!saved || savedApplied.current) return;
    savedApplied.current = true;
    const untouched = (field: keyof SavedDeliverySettings) =>
      !getFieldState(field).isDirty && getValues(field) === defaultCheckoutForm[field];
    for (const field of ['deliveryType', 'payment', 'comment'] as const) {
      if (untouched(field)) setValue(field, saved[field]);
    }
    if (getValues('deliveryType') !== 'DeliveryByCourier') return;
    const address = savedAddress(saved);
    for (const field of ADDRESS_FIELDS) {
      if (untouched(field)) setValue(field, address[field]);
    }
  }, [saved, getFieldState, getValues, setValue]);

  // The profile's contacts, likewise only where the guest has typed nothing yet.
  const contactsApplied = useRef(false);
  useEffect(() => {
    if (!savedContacts || contactsApplied.current) return;
    contactsApplied.current = true;
    for (const field of ['name', 'surname', 'phone', 'email'] as const) {
      const value = savedContacts[field];
      if (value === '' || getFieldState(field).isDirty || getValues(field) !== '') continue;
      setValue(field, value);
    }
  }, [savedContacts, getFieldState, getValues, setValue]);

  // SPEC §4: pickup clears the address; courier reloads the saved one (or starts empty).
  const onDeliveryTypeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const address =
      event.target.value === 'DeliveryByCourier' && saved ? savedAddress(saved) : NO_ADDRESS;
    for (const field of ADDRESS_FIELDS) setValue(field, address[field]);
    clearErrors([...ADDRESS_FIELDS]);
  };

  // SPEC §4 asks for both a disabled submit when the phone is empty and a 5-second hint on the
  // button when the name or phone is missing — a disabled button could never show that hint.
  // So a missing name or phone leaves the button clickable: the click shows the hint (and the
  // field's own error, with focus on it) instead of sending. The button is disabled for the
  // spec's other cases: courier delivery without street or house, contact fields holding errors
  // (other than being empty), and while the request runs.
  // The hint is an object, so that a second click restarts the 5 seconds.
  const [hint, setHint] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const [deliveryType, name, phone, street, house, deliveryZone, privacyPolicy] = watch([
    'deliveryType',
    'name',
    'phone',
    'street',
    'house',
    'deliveryZone',
    'privacyPolicy',
  ]);
  const courier = deliveryType === 'DeliveryByCourier';
  const nameEmpty = name.trim() === '';
  const phoneEmpty = isPhoneEmpty(phone);
  const contactErrors =
    (errors.name && !nameEmpty) || errors.surname || (errors.phone && !phoneEmpty) || errors.email;
  const addressMissing = courier && (street.trim() === '' || house.trim() === '');
  const sending = useRef(false);
  const disabled = isSubmitting || addressMissing || Boolean(contactErrors);
  // Issue 9: what the order still needs, next to the button, so a disabled button says why.
  const missing = [
    nameEmpty && checkoutMessages.missingName,
    phoneEmpty && checkoutMessages.missingPhone,
    addressMissing && checkoutMessages.missingAddress,
    courier && deliveryZone === null && checkoutMessages.missingZone,
    timeMode === 'slot' && slot === '' && checkoutMessages.missingSlot,
    !privacyPolicy && checkoutMessages.missingPrivacy,
    Boolean(contactErrors) && checkoutMessages.fixErrors,
  ].filter((item) => typeof item === 'string');

  const onSubmitClick = (event: MouseEvent<HTMLButtonElement>) => {
    const missingField = nameEmpty ? 'name' : phoneEmpty ? 'phone' : null;
    if (!missingField) return;
    event.preventDefault();
    setHint({
      text: missingField === 'name' ? checkoutMessages.nameHint : checkoutMessages.phoneHint,
    });
    // Touched, so that its error shows now and clears as soon as the guest types.
    setValue(missingField, getValues(missingField), { shouldTouch: true, shouldValidate: true });
    setFocus(missingField);
  };

  // The counters a pickup order is collected at: one per venue whose dishes are in the basket.
  const pickupPlaces = [...new Set(lines.map((line) => line.venueId))]
    .filter((venueId): venueId is number => venueId !== undefined)
    .filter(isMenuVenueId)
    .sort()
    .map(pickupPlace);

  const onValid = async (form: CheckoutFormValues) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const isServerOk = await checkConnection()
        .unwrap()
        .then(
          (answer) => answer.isServerOk,
          () => false,
        );
      const state = store.getState();
      const shownFee = zones?.find((zone) => zone.id === form.deliveryZone)?.price;
      const body = buildOrderRequest(form, selectBasketLines(state), isServerOk, shownFee);
      // One key per attempt, kept until an order is made (see checkout-slice).
      const idempotencyKey = selectAttemptKey(state) ?? newIdempotencyKey();
      dispatch(attemptStarted(idempotencyKey));
      const result = await createOrder({ body, idempotencyKey });
      if (result.data) {
        dispatch(attemptFinished());
        onPlaced(result.data);
        return;
      }
      const failure = readOrderFailure(result.error, body.data);
      if (failure.kind === 'other') {
        toast.error(failure.message);
        return;
      }
      // A refusal made no order; the corrected order is a new attempt.
      dispatch(attemptFinished());
      toast.error(failure.message);
      // The basket shows today's prices and total; the guest orders again at those.
      if (failure.kind === 'priceChanged') {
        dispatch(updatePrices(failure.prices));
        const { deliveryFee } = failure;
        if (deliveryFee !== undefined) {
          // Straight into the zones shown: a refetch could be answered from the HTTP cache.
          dispatch(
            catalogApi.util.updateQueryData('getDeliveryZones', undefined, (shown) => {
              const zone = shown.find((z) => z.id === form.deliveryZone);
              if (zone) zone.price = deliveryFee;
            }),
          );
        }
      }
      if (failure.kind === 'time') setValue('timeMode', 'slot');
      if (failure.kind === 'validation') {
        const fields = Object.entries(failure.fields) as [keyof CheckoutFormValues, string][];
        for (const [field, message] of fields) setError(field, { type: 'server', message });
        const first = fields[0];
        if (first) setFocus(first[0]);
      }
    } finally {
      sending.current = false;
    }
  };

  const fee = courier ? (zones?.find((zone) => zone.id === deliveryZone)?.price ?? 0) : 0;
  const total = addPrices(basketTotal, fee);
  const digits = (field: 'entrance' | 'floor' | 'flat') => {
    const registered = register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        return registered.onChange(event);
      },
    };
  };
  const privacyCall = watch('privacyCall');

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)}>
      <div className={styles.blocks}>
        <section className={styles.block} aria-labelledby="checkout-block-delivery">
          <h2 id="checkout-block-delivery" className={styles.blockTitle}>
            <span className={styles.blockNumber} aria-hidden="true">
              01
            </span>
            ДАННЫЕ ДОСТАВКИ
          </h2>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>Как вы хотите забрать заказ?</legend>
            <div className={choicesClassName}>
              <Choice
                id="checkout-pickup"
                label="САМОВЫВОЗ"
                value="DeliveryByClient"
                field={register('deliveryType', { onChange: onDeliveryTypeChange })}
              />
              <Choice
                id="checkout-courier"
                label="ДОСТАВКА"
                value="DeliveryByCourier"
                field={register('deliveryType', { onChange: onDeliveryTypeChange })}
              />
            </div>
          </fieldset>

          {!courier && pickupPlaces.length > 0 && (
            <div className={styles.group}>
              <p id="checkout-pickup-places" className={styles.legend}>
                Где забрать заказ:
              </p>
              <ul className={styles.places} aria-labelledby="checkout-pickup-places">
                {pickupPlaces.map((place) => (
                  <li key={place.id}>
                    <strong>{place.name}</strong> — {place.street}, {place.workdaysTwo}
                  </li>
                ))}
              </ul>
            </div>
          )}

          <fieldset className={styles.group}>
            <legend className={styles.legend}>Когда вам удобно получить заказ?</legend>
            <div className={choicesClassName}>
              {asapAvailable && (
                <Choice
                  id="checkout-asap"
                  label="как можно скорее"
                  value="asap"
                  field={register('timeMode')}
                />
              )}
              <Choice
                id="checkout-at-time"
                label="ко времени"
                value="slot"
                field={register('timeMode')}
              />
            </div>
            {timeMode === 'slot' ? (
              <FormField id="checkout-slot" label="Время" error={errors.slot?.message}>
                <select
                  className={inputClassName}
                  {...register('slot')}
                  {...fieldAria('checkout-slot', errors.slot?.message)}
                >
                  <option value="">Выберите время</option>
                  <SlotGroup label="Сегодня" slots={slots.filter((s) => s.day === 'today')} />
                  <SlotGroup label="Завтра" slots={slots.filter((s) => s.day === 'tomorrow')} />
                </select>
              </FormField>
            ) : (
              <FieldError id="checkout-slot" message={errors.slot?.message} />
            )}
            <p className={styles.note}>{checkoutMessages.deliveryHours}</p>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>Выберите способ оплаты:</legend>
            <div className={choicesClassName}>
              {PAYMENT_CHOICES.map((choice) => (
                <Choice
                  key={choice.value}
                  id={choice.id}
                  label={paymentLabel(choice.value, deliveryType)}
                  value={choice.value}
                  field={register('payment')}
                />
              ))}
            </div>
          </fieldset>

          <FormField
            id="checkout-comment"
            label="Комментарий к заказу"
            error={errors.comment?.message}
          >
            <textarea
              className={textareaClassName}
              rows={3}
              // Room for the no-call note the order may add on its own line.
              maxLength={CHECKOUT_COMMENT_MAX - NO_CALL_NOTE.length - 1}
              {...register('comment')}
              {...fieldAria('checkout-comment', errors.comment?.message)}
            />
          </FormField>

          <div className={styles.checks}>
            <div>
              <Check
                id="checkout-privacy"
                field={register('privacyPolicy', {
                  onChange: () => void trigger('privacyPolicy'),
                })}
                error={errors.privacyPolicy?.message}
              >
                Я согласен с{' '}
                <a href="/privacy" target="_blank" rel="noopener noreferrer">
                  политикой конфиденциальности
                </a>
              </Check>
              <div className={styles.checkError}>
                <FieldError id="checkout-privacy" message={errors.privacyPolicy?.message} />
              </div>
            </div>
            <Check id="checkout-spam" field={register('privacySpam')}>
              Хочу получать рассылку на вкусном
            </Check>
            <Check id="checkout-no-call" field={register('privacyCall')}>
              Оформить без звонка оператора
            </Check>
            {privacyCall && (
              <p className={styles.note}>В комментарий добавится «{NO_CALL_NOTE}».</p>
            )}
          </div>
        </section>

        <section className={styles.block} aria-labelledby="checkout-block-contacts">
          <h2 id="checkout-block-contacts" className={styles.blockTitle}>
            <span className={styles.blockNumber} aria-hidden="true">
              02
            </span>
            КОНТАКТНЫЕ ДАННЫЕ
          </h2>
          <div className={`${styles.fields} ${styles.contacts}`}>
            <FormField id="checkout-name" label="Ваше имя" required error={errors.name?.message}>
              <input
                className={inputClassName}
                type="text"
                autoComplete="given-name"
                {...register('name')}
                {...fieldAria('checkout-name', errors.name?.message, true)}
              />
            </FormField>
            <FormField id="checkout-surname" label="Ваша фамилия" error={errors.surname?.message}>
              <input
                className={inputClassName}
                type="text"
                autoComplete="family-name"
                {...register('surname')}
                {...fieldAria('checkout-surname', errors.surname?.message)}
              />
            </FormField>
            <FormField
              id="checkout-phone"
              label="Номер телефона"
              required
              error={errors.phone?.message}
            >
              <Controller
                control={control}
                name="phone"
                render={({ field }) => (
                  <PhoneInput
                    name={field.name}
                    value={field.value}
                    inputRef={field.ref}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    {...fieldAria('checkout-phone', errors.phone?.message, true)}
                  />
                )}
              />
            </FormField>
            <FormField id="checkout-email" label="Ваша почта" error={errors.email?.message}>
              <input
                className={inputClassName}
                type="email"
                autoComplete="email"
                placeholder="example@mail.ru"
                {...register('email')}
                {...fieldAria('checkout-email', errors.email?.message)}
              />
            </FormField>
          </div>

          {courier && (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Адрес доставки</legend>
              <div className={`${styles.fields} ${styles.address}`}>
                <FormField
                  id="checkout-zone"
                  label="Район доставки"
                  required
                  className={styles.wide}
                  error={errors.deliveryZone?.message}
                >
                  <select
                    className={inputClassName}
                    {...register('deliveryZone', {
                      setValueAs: (value: unknown) =>
                        value === '' || value === null ? null : Number(value),
                    })}
                    {...fieldAria('checkout-zone', errors.deliveryZone?.message, true)}
                  >
                    <option value="">Выберите район</option>
                    {(zones ?? []).map((zone) => (
                      <option key={zone.id} value={zone.id}>
                        {zone.name} — {formatPrice(zone.price)}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField
                  id="checkout-street"
                  label="Улица"
                  required
                  className={styles.wide}
                  error={errors.street?.message}
                >
                  <input
                    className={inputClassName}
                    type="text"
                    autoComplete="address-line1"
                    placeholder="ул. Пограничная, 14"
                    {...register('street')}
                    {...fieldAria('checkout-street', errors.street?.message, true)}
                  />
                </FormField>
                <FormField
                  id="checkout-house"
                  label="Дом"
                  required
                  hint={checkoutMessages.houseHint}
                  error={errors.house?.message}
                >
                  <input
                    className={inputClassName}
                    type="text"
                    {...register('house')}
                    {...fieldAria('checkout-house', errors.house?.message, true, true)}
                  />
                </FormField>
                <FormField id="checkout-entrance" label="Подъезд" error={errors.entrance?.message}>
                  <input
                    className={inputClassName}
                    type="text"
                    inputMode="numeric"
                    {...digits('entrance')}
                    {...fieldAria('checkout-entrance', errors.entrance?.message)}
                  />
                </FormField>
                <FormField id="checkout-floor" label="Этаж" error={errors.floor?.message}>
                  <input
                    className={inputClassName}
                    type="text"
                    inputMode="numeric"
                    {...digits('floor')}
                    {...fieldAria('checkout-floor', errors.floor?.message)}
                  />
                </FormField>
                <FormField id="checkout-flat" label="Квартира" error={errors.flat?.message}>
                  <input
                    className={inputClassName}
                    type="text"
                    inputMode="numeric"
                    {...digits('flat')}
                    {...fieldAria('checkout-flat', errors.flat?.message)}
                  />
                </FormField>
              </div>
            </fieldset>
          )}
        </section>
      </div>

      <aside className={styles.summary} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={styles.summaryTitle}>
          ВАШ ЗАКАЗ
        </h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <BasketLineCard key={`${line.special}-${line.id}`} line={line} variant="finishWindow" />
          ))}
        </ul>
        {courier && (
          <p className={styles.sumLine}>
            {deliveryZone === null ? 'Доставка: выберите район' : `Доставка: ${formatPrice(fee)}`}
          </p>
        )}
        <p className={styles.total}>Итого: {formatPrice(total)}</p>
        <button
          type="submit"
          className={styles.submit}
          disabled={disabled}
          onClick={onSubmitClick}
          aria-describedby={missing.length > 0 ? 'checkout-missing' : undefined}
        >
          {hint ? hint.text : SUBMIT_LABEL}
        </button>
        <div id="checkout-missing" className={styles.missing} aria-live="polite">
          {missing.length > 0 && (
            <>
              <p>{checkoutMessages.missingTitle}</p>
              <ul>
                {missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <button type="button" className={styles.back} onClick={onBack}>
          ЧТО Я ВЫБРАЛ?
        </button>
      </aside>
    </form>
  );
}

function savedAddress(saved: SavedDeliverySettings): AddressValues {
  return addressOf({
    street: saved.street,
    house: saved.house,
    entrance: saved.entrance,
    floor: saved.floor,
    flat: saved.flat,
    deliveryZone: saved.deliveryZone ?? null,
  });
}

interface CheckProps {
  id: string;
  field: UseFormRegisterReturn;
  error?: string;
  children: ReactNode;
}

function Check({ id, field, error, children }: CheckProps) {
  return (
    <span className={styles.check}>
      <input className={styles.checkInput} type="checkbox" {...field} {...fieldAria(id, error)} />
      <label className={styles.checkLabel} htmlFor={id}>
        {children}
      </label>
    </span>
  );
}

function SlotGroup({ label, slots }: { label: string; slots: DeliverySlot[] }) {
  if (slots.length === 0) return null;
  return (
    <optgroup label={label}>
      {slots.map((slot) => (
        <option key={slot.value} value={slot.value}>
          {label.toLowerCase()}, {slot.time}
        </option>
      ))}
    </optgroup>
  );
}
