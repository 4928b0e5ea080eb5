/** Block 01, first question: pickup or courier, and where a pickup order is collected. */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { formatOpeningHours } from '@storefront/contract/week-hours';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../app/hooks';
import { useOpeningHours } from '../../lib/use-opening-hours';
import { Choice, choicesClassName } from '../../ui/choice';
import { selectBasketLines } from '../basket/basket-slice';
import { ADDRESS_FIELDS, NO_ADDRESS, savedAddress } from './checkout-address';
import styles from './checkout-form.module.css';
import { pickupPlacesOf } from './pickup-places';
import type { SavedDeliverySettings } from './use-saved-delivery-settings';

export function DeliveryWayFields({ saved }: { saved: SavedDeliverySettings | null }) {
  const { register, watch, setValue, clearErrors } = useFormContext<CheckoutFormValues>();
  const lines = useAppSelector(selectBasketLines);
  const hoursOf = useOpeningHours();
  const courier = watch('deliveryType') === 'DeliveryByCourier';

  // SPEC §4: pickup clears the address; courier reloads the saved one (or starts empty).
  const onDeliveryTypeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const address =
      event.target.value === 'DeliveryByCourier' && saved ? savedAddress(saved) : NO_ADDRESS;
    for (const field of ADDRESS_FIELDS) setValue(field, address[field]);
    clearErrors([...ADDRESS_FIELDS]);
  };

  const pickupPlaces = pickupPlacesOf(lines);

  return (
    <>
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
                <strong>{place.name}</strong> — {place.street},{' '}
                {formatOpeningHours(hoursOf(place.id))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
