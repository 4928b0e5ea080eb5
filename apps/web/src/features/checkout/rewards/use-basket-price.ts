/**
 * The checkout's basket priced by the server as the order will be (POST /api/basket/price): the
 * basket, the fee, the phone and the points once they have stayed still a moment (at once the
 * first time), the code applied or removed at once. A refusal of what is still chosen is handed
 * to the panel: points a code does not combine with (or more than allowed) go back to none; a code
 * that stopped applying is dropped with the server's reason.
 */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { normalizePhone } from '@storefront/contract/phone';
import type { BasketPriceRequest } from '@storefront/contract/promo-codes';
import { promotionMessages } from '@storefront/contract/promotions';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../../app/hooks';
import { selectBasketLines } from '../../basket/basket-slice';
import { orderLinesOf } from '../order-request';
import { refusalOf, usePriceBasketQuery } from './price-api';

/** How long the basket must stay still before it is priced again. */
export const RECHECK_MS = 500;

interface Refusals {
  /** the points were refused, or the code does not combine with them: they are back to none */
  onPointsRefused: (message: string) => void;
  /** the code applied no longer applies: it is dropped */
  onCodeDropped: (code: string, message: string) => void;
}

export function useBasketPrice(fee: number | undefined, refusals: Refusals) {
  const { watch, getValues, setValue } = useFormContext<CheckoutFormValues>();
  const [promoCode, points, phone] = watch(['promoCode', 'points', 'phone']);
  const lines = useAppSelector(selectBasketLines);

  const requestOf = (code: string, spend: number): BasketPriceRequest => {
    const normalPhone = normalizePhone(phone);
    return {
      data: orderLinesOf(lines),
      ...(fee === undefined ? {} : { deliveryFee: fee }),
      ...(normalPhone === null ? {} : { phone: normalPhone }),
      ...(code === '' ? {} : { promoCode: code }),
      ...(spend > 0 ? { points: spend } : {}),
    };
  };

  const stillKey = JSON.stringify(requestOf('', points));
  const [askedKey, setAskedKey] = useState(stillKey);
  useEffect(() => {
    const timer = setTimeout(() => setAskedKey(stillKey), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [stillKey]);
  const asked = useMemo(
    (): BasketPriceRequest => ({
      ...(JSON.parse(askedKey) as BasketPriceRequest),
      ...(promoCode === '' ? {} : { promoCode }),
    }),
    [askedKey, promoCode],
  );
  const priced = usePriceBasketQuery(asked, { skip: asked.data.length === 0 });

  // The panel's handlers as of the last render: a refusal is handled once, when it comes.
  const handlers = useRef(refusals);
  handlers.current = refusals;
  const codeRefusal = refusalOf(priced.error, 'promoCodeRefused');
  const pointsRefusal = refusalOf(priced.error, 'pointsRefused');
  useEffect(() => {
    const askedCode = asked.promoCode ?? '';
    const askedPoints = asked.points ?? 0;
    if (askedCode !== getValues('promoCode') || askedPoints !== getValues('points')) return;
    const notWithPoints = codeRefusal === promotionMessages.notWithPoints && askedPoints > 0;
    const pointsMessage = pointsRefusal ?? (notWithPoints ? codeRefusal : undefined);
    if (pointsMessage !== undefined) {
      setValue('points', 0);
      handlers.current.onPointsRefused(pointsMessage);
    } else if (codeRefusal !== undefined && askedCode !== '') {
      setValue('promoCode', '');
      handlers.current.onCodeDropped(askedCode, codeRefusal);
    }
  }, [codeRefusal, pointsRefusal, asked, getValues, setValue]);

  return {
    requestOf,
    /** the server's figures for the basket as asked; while a new price is on its way, the last */
    figures: priced.currentData ?? (priced.isFetching ? priced.data : undefined),
    /** the figures are those of the basket as it is now */
    settled: askedKey === stillKey && priced.currentData !== undefined,
    /** not priced (the network, too many calls), and not a refusal: the order's pricing decides */
    failed:
      !priced.isFetching &&
      priced.error !== undefined &&
      codeRefusal === undefined &&
      pointsRefusal === undefined,
  };
}
