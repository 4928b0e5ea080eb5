/**
 * `npm run check:iiko-description -- <iikocloud.openapi.json>`: compares the iiko adapter's request
 * schemas (apps/server/src/adapters/iiko/wire/requests.ts) with a copy of iiko Cloud's published
 * description (issue 30 item 8; e.g. `openapi/upstream/iikocloud.openapi.json` of the public
 * repository UserVanya/Iikocloud-py-sdk). Run it by hand when iiko publishes a new version and
 * write its result into decision 074; the description itself stays out of this repository.
 *
 * For each path we call it walks our schema beside the description's request body, resolving
 * `$ref`, `allOf` and discriminated sub-types (our literal `type` or `paymentTypeKind` picks the
 * description's mapping), and reports: a field of ours the description does not have; a field the
 * description requires that ours leaves optional or out; and a different `maxLength`, `minLength`,
 * `minimum`, `maximum` or an enum value the description does not list. Exit code 1 when anything is
 * reported.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import * as described from '../apps/server/src/adapters/iiko/wire/answers';
import * as loyalty from '../apps/server/src/adapters/iiko/wire/loyalty';
import * as wire from '../apps/server/src/adapters/iiko/wire/requests';

type Json = Record<string, unknown>;

const calls: [string, z.ZodType][] = [
  ['/api/1/access_token', wire.getAccessTokenRequest],
  ['/api/1/terminal_groups', wire.organizationsRequest],
  ['/api/1/payment_types', wire.organizationsRequest],
  ['/api/1/discounts', wire.discountsRequest],
  ['/api/1/delivery_restrictions', wire.organizationsRequest],
  ['/api/1/terminal_groups/is_alive', wire.terminalGroupsOfOrganizationsRequest],
  ['/api/1/terminal_groups/awake', wire.terminalGroupsOfOrganizationsRequest],
  ['/api/1/nomenclature', wire.nomenclatureRequest],
  ['/api/2/menu/by_id', wire.menuByIdRequest],
  ['/api/1/stop_lists', wire.stopListsRequest],
  ['/api/1/stop_lists/check', wire.checkStopListRequest],
  ['/api/1/commands/status', wire.commandStatusRequest],
  ['/api/1/deliveries/by_id', wire.ordersByIdRequest],
  ['/api/1/delivery_restrictions/allowed', wire.allowedRestrictionsRequest],
  ['/api/1/deliveries/create', wire.createOrderRequest],
  ['/api/1/loyalty/iiko/calculate', wire.calculateCheckinRequest],
  ['/api/1/loyalty/iiko/customer/info', wire.customerInfoRequest],
];

/** iiko's answers as the local iiko gives them (wire/answers.ts), by the path that answers them */
const answers: [string, z.ZodType][] = [
  ['/api/1/deliveries/create', described.describedCreateAnswer],
  ['/api/1/deliveries/by_id', described.describedOrdersAnswer],
  ['/api/1/commands/status', described.describedCommandStatus],
  ['/api/1/loyalty/iiko/calculate', loyalty.describedCalculateAnswer],
  ['/api/1/loyalty/iiko/customer/info', loyalty.describedCustomerInfo],
];

/** iiko's webhook events, by the description's schema name */
const events: [string, z.ZodType][] = [
  [
    'iikoTransport.PublicApi.Contracts.WebHooks.DeliveryOrderUpdateWebHookEventInfo',
    described.describedDeliveryEvent,
  ],
  [
    'iikoTransport.PublicApi.Contracts.WebHooks.StopListUpdateWebHookEventInfo',
    described.describedStopListEvent,
  ],
];

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run check:iiko-description -- <iikocloud.openapi.json>');
  process.exit(2);
}
const description = JSON.parse(readFileSync(file, 'utf8')) as Json;
const components = ((description.components as Json)?.schemas ?? {}) as Record<string, Json>;

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** The description's schema with its `$ref`s and `allOf`s merged into one object. */
function flatten(schema: Json | undefined, seen = new Set<string>()): Json {
  if (!schema) return {};
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    if (seen.has(name)) return {};
    return flatten(components[name], new Set([...seen, name]));
  }
  let merged: Json = { ...schema, properties: { ...((schema.properties as Json) ?? {}) } };
  const required = new Set<string>((schema.required as string[]) ?? []);
  for (const part of [...((schema.allOf as Json[]) ?? []), ...((schema.oneOf as Json[]) ?? [])]) {
    const flat = flatten(part, seen);
    merged = {
      ...flat,
      ...merged,
      properties: { ...((flat.properties as Json) ?? {}), ...(merged.properties as Json) },
    };
    for (const name of (flat.required as string[]) ?? []) required.add(name);
  }
  merged.required = [...required];
  return merged;
}

/** The sub-type the description maps our literal discriminator to, if it has one. */
function subType(theirs: Json, ours: Json): Json {
  const discriminator = theirs.discriminator as
    | { propertyName: string; mapping?: Record<string, string> }
    | undefined;
  if (!discriminator?.mapping) return theirs;
  const literal = ((ours.properties as Json)?.[discriminator.propertyName] as Json)?.const;
  const target = typeof literal === 'string' ? discriminator.mapping[literal] : undefined;
  return target ? flatten({ $ref: target }) : theirs;
}

/** Differences read and kept, each with why (decision 074). */
const explained: Record<string, string> = {
  '/api/1/deliveries/create.order.deliveryPoint.address.flat: maxLength 10, described 100':
    'the description: 100 only with useUaeAddressingSystem, otherwise 10',
  '/api/1/commands/status answer.exception.message: not in the description':
    'the description leaves the exception untyped ("occurred exception details"); its message is what the adapter reads',
};

const problems: string[] = [];
const limits = ['maxLength', 'minLength', 'minimum', 'maximum'] as const;

function compare(where: string, oursRaw: Json, theirsRaw: Json) {
  const ours = oursRaw.anyOf
    ? ((oursRaw.anyOf as Json[]).find((option) => option.type !== 'null') ?? oursRaw)
    : oursRaw;
  if (ours.oneOf || ours.anyOf) {
    for (const option of (ours.oneOf ?? ours.anyOf) as Json[]) compare(where, option, theirsRaw);
    return;
  }
  const theirs = subType(flatten(theirsRaw), ours);
  for (const limit of limits) {
    if (ours[limit] !== undefined && theirs[limit] !== undefined && ours[limit] !== theirs[limit]) {
      problems.push(
        `${where}: ${limit} ${String(ours[limit])}, described ${String(theirs[limit])}`,
      );
    }
    if (limit === 'maxLength' && theirs[limit] !== undefined && ours[limit] === undefined) {
      problems.push(`${where}: no maxLength, described ${String(theirs[limit])}`);
    }
  }
  const theirEnum = (theirs.enum as unknown[]) ?? flatten(theirs).enum;
  for (const value of (ours.enum as unknown[]) ?? []) {
    if (Array.isArray(theirEnum) && !theirEnum.includes(value)) {
      problems.push(`${where}: ${JSON.stringify(value)} is not among ${JSON.stringify(theirEnum)}`);
    }
  }
  if (ours.type === 'array') {
    compare(`${where}[]`, (ours.items as Json) ?? {}, (theirs.items as Json) ?? {});
    return;
  }
  const ourProperties = (ours.properties as Json) ?? {};
  const theirProperties = (theirs.properties as Json) ?? {};
  if (Object.keys(ourProperties).length === 0) return;
  const ourRequired = new Set((ours.required as string[]) ?? []);
  for (const name of (theirs.required as string[]) ?? []) {
    if (!ourRequired.has(name)) problems.push(`${where}.${name}: required by the description`);
  }
  for (const [name, schema] of Object.entries(ourProperties)) {
    const described = theirProperties[name] as Json | undefined;
    if (!described) {
      // the discriminator itself may live only in the base type
      if (!(name === 'type' || name === 'paymentTypeKind')) {
        problems.push(`${where}.${name}: not in the description`);
      }
      continue;
    }
    compare(`${where}.${name}`, schema as Json, described);
  }
}

const paths = description.paths as Record<string, { post?: Json }>;
for (const [path, schema] of calls) {
  const body = (paths[path]?.post?.requestBody as Json | undefined)?.content as
    | Record<string, { schema: Json }>
    | undefined;
  const theirs = body?.['application/json']?.schema;
  if (!theirs) {
    problems.push(`${path}: not in the description`);
    continue;
  }
  compare(path, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json, theirs);
}

const asGiven = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
for (const [path, schema] of answers) {
  const answer = (paths[path]?.post?.responses as Json | undefined)?.['200'] as Json | undefined;
  const theirs = (answer?.content as Record<string, { schema: Json }> | undefined)?.[
    'application/json'
  ]?.schema;
  if (!theirs) {
    problems.push(`${path} answer: not in the description`);
    continue;
  }
  compare(`${path} answer`, asGiven(schema), theirs);
}
for (const [name, schema] of events) {
  if (!components[name]) {
    problems.push(`${name}: not in the description`);
    continue;
  }
  compare(name.split('.').pop() ?? name, asGiven(schema), { $ref: `#/components/schemas/${name}` });
}

const open = problems.filter((problem) => !(problem in explained));
console.log(
  `iiko description ${file}: ${calls.length} request, ${answers.length} answer and ${events.length} webhook event schemas compared`,
);
for (const problem of problems.filter((problem) => problem in explained)) {
  console.log(`  kept: ${problem} (${explained[problem]})`);
}
for (const problem of open) console.log(`  ${problem}`);
console.log(open.length === 0 ? 'no unexplained differences' : `${open.length} differences`);
process.exit(open.length === 0 ? 0 : 1);
