export * from './guest-name';
export * from './line-status';
export * from './purchase-grouping';
export * from './purchase-status';
export * from './cart-line-problem';
export * from './order-totals';
