import { cartMessages, messages } from '@stayfront/core';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  makeLine,
  optionsProduct,
  preorderProduct,
  makeProduct,
  variableProduct,
} from '../fixtures';
import {
  PREORDER_AGREEMENT_MESSAGE,
  initialProductFormValues,
  productFormIssues,
  toCartLinePayload,
  type ProductFormValues,
} from './product-form';

const TODAY = '2026-03-10';

function values(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    delivery_date: null,
    price: '',
    product_price_id: null,
    quantity: 1,
    extra: {},
    note: '',
    agreement: false,
    ...overrides,
  };
}

describe('productFormIssues', () => {
  it('refuses a delivery date before the notice (today plus preorder_by days)', () => {
    const product = preorderProduct;
    const base = { extra: { 'field-allergies': 'None' }, agreement: true };
    expect(
      productFormIssues(product, values({ ...base, delivery_date: dayjs('2026-03-11') }), TODAY),
    ).toEqual([{ name: 'delivery_date', message: cartMessages.dateNotValid }]);
    expect(
      productFormIssues(product, values({ ...base, delivery_date: dayjs('2026-03-12') }), TODAY),
    ).toEqual([]);
  });

  it('requires the date when the product shows one', () => {
    const issues = productFormIssues(
      preorderProduct,
      values({ extra: { 'field-allergies': 'None' }, agreement: true }),
      TODAY,
    );
    expect(issues).toEqual([{ name: 'delivery_date', message: messages.required }]);
  });

  it('checks the variable amount: required, 0 allowed, else more than $0.50', () => {
    const check = (price: string) => productFormIssues(variableProduct, values({ price }), TODAY);
    expect(check('')).toEqual([{ name: 'price', message: messages.required }]);
    expect(check('0.3')).toEqual([{ name: 'price', message: cartMessages.variableMinimum }]);
    expect(cartMessages.variableMinimum).toBe('Your payment amount must be greater than $0.50');
    expect(check('0')).toEqual([]);
    expect(check('0.50')).toEqual([]);
    expect(check('12.5')).toEqual([]);
    expect(check('12,5')).toEqual([]);
  });

  it('refuses an amount that could be read two ways instead of guessing it', () => {
    const check = (price: string) => productFormIssues(variableProduct, values({ price }), TODAY);
    expect(check('1,234')).toEqual([{ name: 'price', message: messages.required }]);
    expect(check('1.234,50')).toEqual([{ name: 'price', message: messages.required }]);
  });

  it('asks for an option on multiple-price products', () => {
    expect(productFormIssues(optionsProduct, values(), TODAY)).toEqual([
      { name: 'product_price_id', message: 'Please select an option' },
    ]);
    expect(
      productFormIssues(optionsProduct, values({ product_price_id: 'price-3' }), TODAY),
    ).toEqual([]);
  });

  it('requires every extra field and the pre-order agreement', () => {
    const issues = productFormIssues(
      preorderProduct,
      values({ delivery_date: dayjs('2026-03-20'), extra: { 'field-allergies': '  ' } }),
      TODAY,
    );
    expect(issues).toEqual([
      { name: ['extra', 'field-allergies'], message: 'This field is required.' },
      { name: 'agreement', message: PREORDER_AGREEMENT_MESSAGE },
    ]);
  });

  it('stops at the stock left', () => {
    const product = makeProduct({ has_quantity: true, quantity: 2 });
    expect(productFormIssues(product, values({ quantity: 3 }), TODAY)).toEqual([
      { name: 'quantity', message: 'Only 2 left in stock.' },
    ]);
  });
});

describe('initialProductFormValues', () => {
  it('preselects the only option', () => {
    const single = { ...optionsProduct, product_prices: optionsProduct.product_prices.slice(0, 1) };
    expect(initialProductFormValues(single).product_price_id).toBe('price-2');
    expect(initialProductFormValues(optionsProduct).product_price_id).toBeNull();
  });

  it('starts from the cart line when editing', () => {
    const line = makeLine({
      product_id: preorderProduct.id,
      quantity: 2,
      delivery_date: '2026-04-01',
      note: 'Ring twice',
      extra_field_values: [
        { product_field_id: 'field-allergies', value: 'Nuts', label: 'Allergies' },
      ],
    });
    const initial = initialProductFormValues(preorderProduct, line);
    expect(initial.quantity).toBe(2);
    expect(initial.delivery_date?.format('YYYY-MM-DD')).toBe('2026-04-01');
    expect(initial.extra).toEqual({ 'field-allergies': 'Nuts' });
    expect(initial.note).toBe('Ring twice');
    expect(initial.agreement).toBe(true);
  });
});

describe('toCartLinePayload', () => {
  it('sends the date as YYYY-MM-DD, the amount in dollars and every extra field', () => {
    expect(
      toCartLinePayload(
        preorderProduct,
        values({
          delivery_date: dayjs('2026-03-20'),
          extra: { 'field-allergies': ' Nuts ' },
          note: ' Leave at the door ',
          agreement: true,
        }),
      ),
    ).toEqual({
      product_id: 'prod-basket',
      quantity: 1,
      delivery_date: '2026-03-20',
      note: 'Leave at the door',
      price: null,
      price_type: 'static',
      extra_fields: [{ product_field_id: 'field-allergies', value: 'Nuts' }],
      product_price_id: null,
    });
    expect(toCartLinePayload(variableProduct, values({ price: '12.5' })).price).toBe(12.5);
    expect(toCartLinePayload(variableProduct, values({ price: '12,50' })).price).toBe(12.5);
    expect(
      toCartLinePayload(optionsProduct, values({ product_price_id: 'price-3' })).product_price_id,
    ).toBe('price-3');
  });
});
