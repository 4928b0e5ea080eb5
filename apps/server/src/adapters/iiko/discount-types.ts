/**
 * The discount type a ticket's offers and points go to iiko as (issue 32 item 3, decision 084):
 * one of the organization's types (`/api/1/discounts`) of mode FlexibleSum — it takes the amount
 * we assign — that can be applied to chosen positions; the one named by IIKO_DISCOUNT_TYPE, else
 * the organization's only such type. Anything else is a configuration gap naming the setting:
 * the ticket waits (the outbox retries) rather than reach the kitchen at the wrong sum.
 */
import type { IikoClient } from './client';
import { IikoConfigurationError } from './payment-types';
import { sameId } from './wire/common';
import { type IikoDiscountType, iikoDiscountsAnswerSchema } from './wire/deliveries';

function discountTypesOf(client: IikoClient, organizationId: string): Promise<IikoDiscountType[]> {
  return client.cached(`discount-types:${organizationId}`, async () => {
    const answer = await client.call(
      '/api/1/discounts',
      { organizationIds: [organizationId] },
      iikoDiscountsAnswerSchema,
    );
    return answer.discounts
      .filter((rms) => sameId(rms.organizationId, organizationId))
      .flatMap((rms) => rms.items);
  });
}

/** A type we may assign an amount to, on chosen positions. */
const fits = (type: IikoDiscountType) =>
  !type.isDeleted && type.mode === 'FlexibleSum' && type.canBeAppliedSelectively;

/** The id of the discount type for the site's discounts; throws IikoConfigurationError. */
export async function siteDiscountTypeOf(
  client: IikoClient,
  organizationId: string,
  name: string | undefined,
): Promise<string> {
  const types = (await discountTypesOf(client, organizationId)).filter(fits);
  if (name) {
    const named = types.find((type) => type.name?.trim() === name);
    if (named) return named.id;
    throw new IikoConfigurationError(
      `iiko organization ${organizationId} has no live discount type named '${name}' of mode FlexibleSum that can be applied selectively (IIKO_DISCOUNT_TYPE)`,
    );
  }
  const [only, ...others] = types;
  if (only && others.length === 0) return only.id;
  throw new IikoConfigurationError(
    `iiko organization ${organizationId} has ${types.length === 0 ? 'no' : 'more than one'} live discount type of mode FlexibleSum that can be applied selectively: add one in iiko, or name one (IIKO_DISCOUNT_TYPE)`,
  );
}
