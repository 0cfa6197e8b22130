import { EARLY_CHECKIN_TIME, LATE_CHECKOUT_TIME, type PriceType } from '@stayfront/core';

/** A price option row as the form holds it (amounts as typed). */
export interface PriceRowValue {
  /** Stable React key of the row. */
  key: string;
  id?: string;
  label: string;
  time_label: string;
  price: string;
  is_variable_price: boolean;
}

/** The part of the product form the price mode rules work on. */
export interface PriceState {
  price_type: PriceType;
  price: string;
  product_prices: PriceRowValue[];
  is_early_checkin: boolean;
  is_late_checkout: boolean;
}

let rowCounter = 0;
export function nextRowKey(prefix = 'row'): string {
  rowCounter += 1;
  return `${prefix}-${rowCounter}`;
}

export function newPriceRow(fields: Partial<Omit<PriceRowValue, 'key'>> = {}): PriceRowValue {
  return {
    key: nextRowKey('price'),
    label: '',
    time_label: '',
    price: '',
    is_variable_price: false,
    ...fields,
  };
}

/** Early check-in and late check-out options are times, not labels, and stay multiple. */
export function isTimedPrice(state: Pick<PriceState, 'is_early_checkin' | 'is_late_checkout'>) {
  return state.is_early_checkin || state.is_late_checkout;
}

/** The time an early check-in (14:00) or late check-out (13:00) option starts with. */
export function defaultTimeLabel(state: Pick<PriceState, 'is_early_checkin' | 'is_late_checkout'>) {
  if (state.is_early_checkin) return EARLY_CHECKIN_TIME;
  if (state.is_late_checkout) return LATE_CHECKOUT_TIME;
  return '';
}

/** Variable price: the guest enters the amount, so the price is fixed at 0.00. */
export function setVariablePrice<S extends PriceState>(state: S, variable: boolean): S {
  if (variable) return { ...state, price_type: 'variable', price: '0.00', product_prices: [] };
  return { ...state, price_type: 'static', price: '', product_prices: [] };
}

/** Adds a price option; the first one turns a single price into two options. */
export function addPriceRow<S extends PriceState>(state: S): S {
  if (state.price_type === 'multiple') {
    return { ...state, product_prices: [...state.product_prices, newPriceRow()] };
  }
  const first = newPriceRow({
    time_label: defaultTimeLabel(state),
    price: state.price_type === 'static' ? state.price : '',
  });
  return {
    ...state,
    price_type: 'multiple',
    product_prices: [first, newPriceRow()],
  };
}

/**
 * Removes a price option. Down to one option the product goes back to a single price with that
 * option's amount, except early check-in and late check-out, which stay options with a time.
 */
export function removePriceRow<S extends PriceState>(state: S, index: number): S {
  const rows = state.product_prices.filter((_, at) => at !== index);
  if (isTimedPrice(state) && rows.length >= 1) return { ...state, product_prices: rows };
  if (rows.length <= 1) {
    return { ...state, price_type: 'static', price: rows[0]?.price ?? '', product_prices: [] };
  }
  return { ...state, product_prices: rows };
}

/** Whether a row may be removed (a timed product keeps at least one option). */
export function canRemovePriceRow(state: PriceState): boolean {
  return !isTimedPrice(state) || state.product_prices.length > 1;
}
