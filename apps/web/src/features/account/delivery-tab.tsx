/**
 * 'ДОСТАВКА' (SPEC.md §2 "Account", §3 "Delivery settings"): the settings the checkout fills in
 * for a logged-in guest. Card details are never asked for nor kept (DESIGN.md §4): the card
 * fields go to the server empty.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  type DeliverySettings,
  emptyDeliverySettings,
  noCardDetails,
} from '@storefront/contract/accounts';
import {
  CHECKOUT_COMMENT_MAX,
  commentField,
  courierAddressErrors,
  digitsField,
} from '@storefront/contract/checkout';
import { formatPrice } from '@storefront/contract/money';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  useGetUserDeliverySettingsQuery,
  useSaveUserDeliverySettingsMutation,
} from '../../lib/account-api';
import { errorStatus } from '../../lib/api';
import { useGetDeliveryZonesQuery } from '../../lib/catalog-api';
import { digitsOnly } from '../../lib/digits-only';
import { errorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { Choice, choicesClassName } from '../../ui/choice';
import { FormField, fieldAria, inputClassName, textareaClassName } from '../../ui/form-field';
import { Skeleton } from '../../ui/skeleton';
import styles from './account-page.module.css';

export const CARD_NOTE =
  'Оплата картой онлайн проходит на защищённой странице платёжного сервиса — данные карты мы не храним.';
const SAVE_FAILED = 'Не удалось сохранить данные. Попробуйте ещё раз.';

const formSchema = z
  .object({
    deliveryMethod: z.enum(['pickup', 'delivery']),
    paymentMethod: z.enum(['cash', 'card', 'online']),
    street: z.string(),
    house: z.string(),
    entrance: digitsField,
    floor: digitsField,
    flat: digitsField,
    comment: commentField,
    deliveryId: z.nullable(z.int()),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.deliveryMethod !== 'delivery') return;
      // The order's own courier rule, so that a saved address is one the order accepts (the
      // zone may be chosen at checkout).
      const errors = courierAddressErrors(
        { street: form.street, house: form.house, deliveryZone: form.deliveryId },
        { zone: false },
      );
      for (const [field, message] of Object.entries(errors) as [string, string][]) {
        ctx.issues.push({ code: 'custom', input: form, path: [field], message });
      }
    }),
  );
type FormValues = z.infer<typeof formSchema>;

export function DeliveryTab({ token }: { token: string }) {
  const settings = useGetUserDeliverySettingsQuery(token);
  // A guest who has never saved settings may get a 404: the form starts empty.
  const none = settings.isError && errorStatus(settings.error) === 404;
  if (settings.data || none) {
    const { cartNumber, cartExpire, cartCVV, ...values } = settings.data ?? emptyDeliverySettings;
    return <DeliveryForm initial={values} />;
  }
  if (settings.isError) {
    return (
      <p className={styles.status} role="alert">
        Не удалось загрузить данные.{' '}
        <button type="button" className={styles.textButton} onClick={settings.refetch}>
          Повторить
        </button>
      </p>
    );
  }
  return <Skeleton className={styles.loading} />;
}

function DeliveryForm({ initial }: { initial: FormValues }) {
  const { data: zones } = useGetDeliveryZonesQuery();
  const [save] = useSaveUserDeliverySettingsMutation();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const delivery = watch('deliveryMethod') === 'delivery';

  const onValid = async (values: FormValues) => {
    const body: DeliverySettings = { ...values, ...noCardDetails };
    const result = await save(body);
    if (!('error' in result)) {
      toast.success(accountMessages.saved);
      return;
    }
    const fields = fieldErrors(result.error);
    for (const [field, message] of Object.entries(fields)) {
      if (field in initial) setError(field as keyof FormValues, { type: 'server', message });
    }
    toast.error(errorText(result.error, SAVE_FAILED));
  };

  return (
    <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={handleSubmit(onValid)}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Как вы хотите забрать заказ?</legend>
        <div className={choicesClassName}>
          <Choice
            id="settings-pickup"
            label="САМОВЫВОЗ"
            value="pickup"
            field={register('deliveryMethod')}
          />
          <Choice
            id="settings-delivery"
            label="ДОСТАВКА"
            value="delivery"
            field={register('deliveryMethod')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Способ оплаты</legend>
        <div className={choicesClassName}>
          <Choice
            id="settings-cash"
            label="НАЛИЧНЫМИ КУРЬЕРУ"
            value="cash"
            field={register('paymentMethod')}
          />
          <Choice
            id="settings-card"
            label="БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ"
            value="card"
            field={register('paymentMethod')}
          />
          <Choice
            id="settings-online"
            label="КАРТОЙ ОНЛАЙН"
            value="online"
            field={register('paymentMethod')}
          />
        </div>
        <p className={styles.note}>{CARD_NOTE}</p>
      </fieldset>

      {delivery && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Адрес доставки</legend>
          <div className={`${styles.fields} ${styles.address}`}>
            <FormField id="settings-zone" label="Район доставки" className={styles.wide}>
              <select
                id="settings-zone"
                className={inputClassName}
                {...register('deliveryId', {
                  setValueAs: (value: unknown) =>
                    value === '' || value === null ? null : Number(value),
                })}
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
              id="settings-street"
              label="Улица"
              className={styles.wide}
              error={errors.street?.message}
            >
              <input
                className={inputClassName}
                type="text"
                autoComplete="address-line1"
                placeholder="ул. Пограничная, 14"
                maxLength={120}
                {...register('street')}
                {...fieldAria('settings-street', errors.street?.message)}
              />
            </FormField>
            <FormField id="settings-house" label="Дом" error={errors.house?.message}>
              <input
                className={inputClassName}
                type="text"
                maxLength={20}
                {...register('house')}
                {...fieldAria('settings-house', errors.house?.message)}
              />
            </FormField>
            <FormField id="settings-entrance" label="Подъезд">
              <input
                id="settings-entrance"
                className={inputClassName}
                type="text"
                inputMode="numeric"
                maxLength={5}
                {...digitsOnly(register('entrance'))}
              />
            </FormField>
            <FormField id="settings-floor" label="Этаж">
              <input
                id="settings-floor"
                className={inputClassName}
                type="text"
                inputMode="numeric"
                maxLength={5}
                {...digitsOnly(register('floor'))}
              />
            </FormField>
            <FormField id="settings-flat" label="Квартира">
              <input
                id="settings-flat"
                className={inputClassName}
                type="text"
                inputMode="numeric"
                maxLength={5}
                {...digitsOnly(register('flat'))}
              />
            </FormField>
          </div>
        </fieldset>
      )}

      <FormField id="settings-comment" label="Комментарий к заказу" error={errors.comment?.message}>
        <textarea
          className={textareaClassName}
          rows={3}
          maxLength={CHECKOUT_COMMENT_MAX}
          {...register('comment')}
          {...fieldAria('settings-comment', errors.comment?.message)}
        />
      </FormField>

      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
          СОХРАНИТЬ
        </button>
      </div>
    </form>
  );
}

/** The `fields` of a 400 validation answer (API.md "General rules"). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || !('data' in error)) return {};
  const data = error.data;
  if (!data || typeof data !== 'object' || !('fields' in data)) return {};
  const fields = data.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
