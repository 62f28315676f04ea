import type { Stripe } from 'stripe';
import { invalidRequest, noSuchObject } from '../errors.js';
import type { Emulator } from '../emulator.js';
import type { FormObject } from '../form.js';
import { allowOnly, bool, expandPaths, int, list, mergeMetadata, nullableStr, obj, requiredStr, str } from '../params.js';
import { route, type Route } from '../router.js';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

function createProduct(em: Emulator, params: FormObject): Stripe.Product {
  const id = str(params, 'id') ?? em.state.newId('prod');
  if (em.state.get('products', id)) throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
  const now = em.state.now();
  const product: Stripe.Product = {
    id,
    object: 'product',
    active: bool(params, 'active') ?? true,
    created: now,
    default_price: null,
    description: nullableStr(params, 'description') ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: mergeMetadata(null, params),
    name: requiredStr(params, 'name'),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: nullableStr(params, 'statement_descriptor') ?? null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
  em.state.put('products', product);
  em.emit('product.created', product);
  return product;
}

/** The Plan view of a recurring price, which subscription items still carry. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  const plan: Stripe.Plan = {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
  return plan;
}

export function getPrice(em: Emulator, id: string, param = 'price'): Stripe.Price {
  const price = em.state.get('prices', id);
  if (!price) throw noSuchObject('price', id, param);
  return price;
}

export const productRoutes: Route[] = [
  route('POST', '/v1/products', ({ em, params }) => {
    allowOnly(params, ['id', 'name', 'description', 'metadata', 'active', 'statement_descriptor', 'default_price_data', 'tax_code', 'unit_label', 'url', 'images']);
    return em.expand(createProduct(em, params), expandPaths(params));
  }),
  route('GET', '/v1/products', ({ em, params, url }) => {
    allowOnly(params, ['active', 'ids', 'limit', 'starting_after', 'ending_before', 'created']);
    const active = bool(params, 'active');
    const ids = (list(params, 'ids') ?? []).filter((x): x is string => typeof x === 'string');
    const items = em.state.all('products').filter((p) => (active === undefined || p.active === active) && (ids.length === 0 || ids.includes(p.id)));
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/products/:id', ({ em, path, params }) => {
    const product = em.state.get('products', path[0]!);
    if (!product) throw noSuchObject('product', path[0]!);
    return em.expand(product, expandPaths(params));
  }),
  route('POST', '/v1/products/:id', ({ em, path, params }) => {
    allowOnly(params, ['name', 'description', 'metadata', 'active', 'default_price', 'statement_descriptor']);
    const product = em.state.get('products', path[0]!);
    if (!product) throw noSuchObject('product', path[0]!);
    const name = str(params, 'name');
    if (name) product.name = name;
    const description = nullableStr(params, 'description');
    if (description !== undefined) product.description = description;
    const active = bool(params, 'active');
    if (active !== undefined) product.active = active;
    const defaultPrice = nullableStr(params, 'default_price');
    if (defaultPrice !== undefined) product.default_price = defaultPrice === null ? null : getPrice(em, defaultPrice, 'default_price').id;
    product.metadata = mergeMetadata(product.metadata, params);
    product.updated = em.state.now();
    em.emit('product.updated', product);
    return em.expand(product, expandPaths(params));
  }),
  route('POST', '/v1/prices', ({ em, params }) => {
    allowOnly(params, ['product', 'product_data', 'unit_amount', 'currency', 'recurring', 'lookup_key', 'nickname', 'metadata', 'active', 'transfer_lookup_key', 'tax_behavior', 'billing_scheme']);
    const currency = requiredStr(params, 'currency').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}`, 'currency');
    const unitAmount = int(params, 'unit_amount', { min: 0 });
    if (unitAmount === undefined) throw invalidRequest('Missing required param: unit_amount.', 'unit_amount', 'parameter_missing');
    let productId = str(params, 'product');
    const productData = obj(params, 'product_data');
    if (!productId && productData) productId = createProduct(em, productData).id;
    if (!productId) throw invalidRequest('Missing required param: product.', 'product', 'parameter_missing');
    if (!em.state.get('products', productId)) throw noSuchObject('product', productId, 'product');
    const recurringIn = obj(params, 'recurring');
    let recurring: Stripe.Price.Recurring | null = null;
    if (recurringIn) {
      allowOnly(recurringIn, ['interval', 'interval_count', 'usage_type', 'trial_period_days']);
      const interval = requiredStr(recurringIn, 'interval');
      if (!(INTERVALS as readonly string[]).includes(interval)) throw invalidRequest(`Invalid recurring[interval]: must be one of day, week, month or year`, 'recurring[interval]');
      const count = int(recurringIn, 'interval_count', { min: 1 }) ?? 1;
      const maxCount = { day: 1095, week: 156, month: 36, year: 3 }[interval as (typeof INTERVALS)[number]];
      if (count > maxCount) throw invalidRequest('The maximum billing interval is 3 years.', 'recurring[interval_count]');
      recurring = { interval, interval_count: count, meter: null, trial_period_days: null, usage_type: 'licensed' } as unknown as Stripe.Price.Recurring;
    }
    const lookupKey = nullableStr(params, 'lookup_key') ?? null;
    const holder = lookupKey ? em.state.all('prices').find((p) => p.lookup_key === lookupKey) : undefined;
    if (holder) {
      if (!bool(params, 'transfer_lookup_key')) throw invalidRequest(`A price (${holder.id}) already uses that lookup key.`, 'lookup_key');
      holder.lookup_key = null;
    }
    const price: Stripe.Price = {
      id: em.state.newId('price'),
      object: 'price',
      active: bool(params, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: em.state.now(),
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: lookupKey,
      metadata: mergeMetadata(null, params),
      nickname: nullableStr(params, 'nickname') ?? null,
      product: productId,
      recurring,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      // A decimal string on the wire; the SDK types it as its Decimal.
      unit_amount_decimal: String(unitAmount) as unknown as Stripe.Decimal,
    };
    em.state.put('prices', price);
    em.emit('price.created', price);
    return em.expand(price, expandPaths(params));
  }),
  route('GET', '/v1/prices', ({ em, params, url }) => {
    allowOnly(params, ['product', 'active', 'type', 'lookup_keys', 'currency', 'recurring', 'limit', 'starting_after', 'ending_before', 'created']);
    const product = str(params, 'product');
    const active = bool(params, 'active');
    const type = str(params, 'type');
    const lookupKeys = (list(params, 'lookup_keys') ?? []).filter((x): x is string => typeof x === 'string');
    const items = em.state
      .all('prices')
      .filter(
        (p) =>
          (product === undefined || p.product === product) &&
          (active === undefined || p.active === active) &&
          (type === undefined || p.type === type) &&
          (lookupKeys.length === 0 || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))),
      );
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/prices/:id', ({ em, path, params }) => em.expand(getPrice(em, path[0]!, 'id'), expandPaths(params))),
  route('POST', '/v1/prices/:id', ({ em, path, params }) => {
    allowOnly(params, ['active', 'metadata', 'nickname', 'lookup_key', 'transfer_lookup_key']);
    const price = getPrice(em, path[0]!, 'id');
    const active = bool(params, 'active');
    if (active !== undefined) price.active = active;
    const nickname = nullableStr(params, 'nickname');
    if (nickname !== undefined) price.nickname = nickname;
    const lookupKey = nullableStr(params, 'lookup_key');
    if (lookupKey !== undefined) price.lookup_key = lookupKey;
    price.metadata = mergeMetadata(price.metadata, params);
    em.emit('price.updated', price);
    return em.expand(price, expandPaths(params));
  }),
];
