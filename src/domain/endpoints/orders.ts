/**
 * The exhibitor's shop: badge types to order, the orders, and paying them (src/domain/orders.ts).
 * Administrators of exhibitors with the shop switched on; money is the server's to decide. Served
 * by server/orders/routes.ts, called by src/features/orders. An invoice is a file: it is downloaded.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import { OrderInput, OrderView, ShopItem } from '../orders';

export const SHOP: Access = { modes: ['partner', 'staff'], anyPermission: ['admin'], setting: 'badgeShop' };
/** Changes are a person's: a system user does not order. */
export const SHOP_PEOPLE: Access = { ...SHOP, people: true };

const OrderParams = v.strictObject({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
/** `paymentsSetUp`: whether this server can take payments (false: production without a payment provider). */
const paymentsSetUp = v.boolean();

export const getShop = endpoint({ method: 'GET', path: '/api/shop', answer: v.object({ items: v.array(ShopItem), paymentsSetUp }), access: SHOP });

export const listOrders = endpoint({ method: 'GET', path: '/api/orders', answer: v.object({ orders: v.array(OrderView), paymentsSetUp }), access: SHOP });

export const getOrder = endpoint({ method: 'GET', path: '/api/orders/:orderId', params: OrderParams, answer: OrderView, access: SHOP, refusals: ['order.notFound'] });

/** An order of badges, held for ORDER_TIMEOUT_MS while it is paid. */
export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/orders',
  body: OrderInput,
  answer: OrderView,
  status: 201,
  access: SHOP_PEOPLE,
  refusals: ['order.paymentsNotSetUp', 'order.unknownItem', 'order.currencies', 'order.outOfStock'],
});

/** The payment provider's checkout page for the order. */
export const checkout = endpoint({
  method: 'POST',
  path: '/api/orders/:orderId/checkout',
  params: OrderParams,
  answer: v.object({ checkoutUrl: v.string() }),
  access: SHOP_PEOPLE,
  refusals: ['order.paymentsNotSetUp', 'order.notFound', 'order.notPayable', 'order.addressRequired'],
});

export const cancelOrder = endpoint({ method: 'POST', path: '/api/orders/:orderId/cancel', params: OrderParams, answer: OrderView, access: SHOP_PEOPLE, refusals: ['order.notFound', 'order.notCancellable'] });
