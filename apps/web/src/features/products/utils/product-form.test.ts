import { PRODUCT_TEMPLATES } from '@stayfront/core';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../testing/product-fixture';
import {
  applyAvailability,
  blankProductValues,
  fieldLabel,
  newContact,
  toProductPayload,
  validateProductForm,
  valuesFromProduct,
  valuesFromTemplate,
  type ProductFormValues,
} from './product-form';

const template = (key: string) => PRODUCT_TEMPLATES.find((item) => item.key === key)!;

function complete(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return { ...valuesFromTemplate(template('firewood')), ...overrides };
}

describe('product form defaults', () => {
  it('gives services and add-ons a 7-day notice and goods one tracked unit', () => {
    expect(blankProductValues('Guest services')).toMatchObject({
      availability: 'preorder',
      preorder_by: 7,
    });
    expect(blankProductValues('Add ons')).toMatchObject({
      availability: 'preorder',
      preorder_by: 7,
    });
    expect(blankProductValues('Goods and essentials')).toMatchObject({
      has_quantity: true,
      quantity: 1,
    });
    expect(blankProductValues('External Link').availability).toBe('link');
  });

  it('takes a template, early check-in with its time', () => {
    const values = valuesFromTemplate(template('early-check-in'));
    expect(values.price_type).toBe('multiple');
    expect(values.product_prices[0]).toMatchObject({ time_label: '14:00:00', price: '30.00' });
    expect(values.availability).toBe('withDate');
  });

  it('makes an immediately available product need no notice and no approval', () => {
    const values = applyAvailability(
      { ...complete(), availability: 'preorder', preorder_by: 3, requires_approval: true },
      'withoutDate',
    );
    expect(values).toMatchObject({ preorder_by: 0, requires_approval: false });
    expect(applyAvailability(blankProductValues('Add ons'), 'preorder').preorder_by).toBe(7);
  });
});

describe('product form rules', () => {
  it('passes a complete template', () => {
    expect(validateProductForm(complete(), { plan: 'BASIC' })).toEqual({});
  });

  it('asks for a name, a price, an image and a description', () => {
    const errors = validateProductForm(
      complete({ product_name: '  ', price: '', image: '', description: '' }),
      { plan: 'BASIC' },
    );
    expect(errors).toMatchObject({
      product_name: 'This field is required.',
      price: 'This field is required.',
      image: 'This field is required.',
      description: 'This field is required.',
    });
  });

  it('checks prices against the minimum payment', () => {
    expect(validateProductForm(complete({ price: '0.20' }), { plan: 'BASIC' }).price).toBe(
      'The price must be 0 or at least $0.50.',
    );
  });

  it('needs notice for a pre-order, a quantity when tracked and a level when alerting', () => {
    const errors = validateProductForm(
      complete({
        availability: 'preorder',
        preorder_by: null,
        has_quantity: true,
        quantity: null,
        alert_enabled: true,
        alert_threshold: null,
      }),
      { plan: 'BASIC' },
    );
    expect(errors).toMatchObject({
      preorder_by: 'This field is required.',
      quantity: 'This field is required.',
      alert_threshold: 'This field is required.',
    });
  });

  it('needs an http(s) link for a link product', () => {
    const errors = validateProductForm(complete({ availability: 'link', external_link: 'nope' }), {
      plan: 'BASIC',
    });
    expect(errors.external_link).toBe('Enter a link that starts with http:// or https://.');
  });

  it('checks option labels, and times for early check-in', () => {
    const rows = complete({
      price_type: 'multiple',
      product_prices: [
        { key: 'a', label: '', time_label: '', price: '10.00', is_variable_price: false },
        { key: 'b', label: 'Large', time_label: '', price: '', is_variable_price: false },
      ],
    });
    expect(validateProductForm(rows, { plan: 'BASIC' })).toMatchObject({
      'product_prices.0.label': 'This field is required.',
      'product_prices.1.price': 'This field is required.',
    });
    const early = { ...rows, is_early_checkin: true };
    expect(validateProductForm(early, { plan: 'BASIC' })['product_prices.0.time_label']).toBe(
      'Choose a time for this option.',
    );
  });

  it('rejects a duplicate contact, and text messages on Basic', () => {
    const contact = { ...newContact(), email: 'ana@example.com' };
    const errors = validateProductForm(
      complete({
        product_delegates: [
          contact,
          {
            ...newContact(),
            email: 'ANA@example.com',
            phone_number: '+1 303 555 0100',
            is_sales_sms_enabled: true,
          },
        ],
      }),
      { plan: 'BASIC' },
    );
    expect(errors['product_delegates.1.email']).toBe('That email has already been added.');
    expect(errors['product_delegates.1.is_sales_sms_enabled']).toBe(
      'Text notifications need a paid plan.',
    );
    const phoneOnly = validateProductForm(
      complete({ product_delegates: [{ ...contact, phone_number: '+1 303 555 0100' }] }),
      { plan: 'PRO' },
    );
    expect(phoneOnly['product_delegates.0.phone_number']).toBe(
      'Select the text info you would like your contact to receive.',
    );
  });

  it('needs Pro for an External Link product', () => {
    const link = complete({
      subcategory: 'External Link',
      availability: 'link',
      external_link: 'https://guide.example.com',
    });
    expect(validateProductForm(link, { plan: 'BASIC' }).subcategory).toBe(
      'External Link products need the Pro plan or higher.',
    );
    expect(validateProductForm(link, { plan: 'PRO' })).toEqual({});
  });

  it('names fields for toasts', () => {
    expect(fieldLabel('product_name')).toBe('Name');
    expect(fieldLabel('product_prices.0.label')).toBe('Price option 1 label');
    expect(fieldLabel('product_delegates.1.email')).toBe('Contact 2 email');
  });
});

describe('product payload', () => {
  it('sends a custom "Something else" name as the subcategory', () => {
    const payload = toProductPayload(
      complete({ subcategory: 'Something else', custom_subcategory: 'Experiences' }),
    );
    expect(payload.subcategory).toBe('Experiences');
    expect(toProductPayload(complete({ subcategory: 'Something else' })).subcategory).toBe(
      'Something else',
    );
  });

  it('maps availability to the category and the delivery date flag', () => {
    expect(toProductPayload(complete({ availability: 'preorder', preorder_by: 2 }))).toMatchObject({
      category: 'PO',
      show_delivery_date: true,
    });
    expect(toProductPayload(complete({ availability: 'withoutDate' }))).toMatchObject({
      category: 'IH',
      show_delivery_date: false,
    });
    expect(toProductPayload(complete({ availability: 'link' })).category).toBe('LINK');
  });

  it('reads a price typed with a decimal comma, and refuses one that could be read two ways', () => {
    expect(toProductPayload(complete({ price: '12,50' })).price).toBe(12.5);
    expect(validateProductForm(complete({ price: '12,50' }), { plan: 'BASIC' })).toEqual({});
    expect(validateProductForm(complete({ price: '1,234' }), { plan: 'BASIC' }).price).toBe(
      'Enter a valid amount.',
    );
    const rows = complete({
      price_type: 'multiple',
      product_prices: [
        { key: 'a', label: 'Small', time_label: '', price: '7,5', is_variable_price: false },
        { key: 'b', label: 'Large', time_label: '', price: '10.00', is_variable_price: false },
      ],
    });
    expect(toProductPayload(rows)).toMatchObject({
      price: 7.5,
      product_prices: [{ price: 7.5 }, { price: 10 }],
    });
  });

  it('round-trips a stored product', () => {
    const product = buildProduct({
      subcategory: 'Something else',
      custom_subcategory: 'Experiences',
      has_quantity: true,
      quantity: 4,
      alert_threshold: 1,
      extra_fields: [{ id: 'x1', label: 'Arrival time' }],
    });
    const payload = toProductPayload(valuesFromProduct(product), product.category);
    expect(payload).toMatchObject({
      subcategory: 'Experiences',
      quantity: 4,
      alert_threshold: 1,
      extra_fields: [{ id: 'x1', label: 'Arrival time' }],
      price: 20,
    });
  });
});
