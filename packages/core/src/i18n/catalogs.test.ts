import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../cart';
import { checkoutMessages, soldOutWhilePayingMessage } from '../checkout';
import { messages } from '../messages';
import { CHARGE_ON_APPROVAL_CONSENT, NOT_ON_HOLD_MESSAGE } from '../orders';
import { en, type MessageKey } from './catalogs/en';
import { LOCALES } from './locales';
import { CATALOGS, translatorFor } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CODE_FOLDERS = ['apps/web/src', 'apps/api/src', 'packages/core/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === 'catalogs' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The {names} a message fills in, plural arguments included. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]!))].sort();
}

const keys = Object.keys(en) as MessageKey[];

describe('message catalogues', () => {
  it.each(LOCALES)('%s has every key of English and no other', (locale) => {
    expect(Object.keys(CATALOGS[locale]).sort()).toEqual([...keys].sort());
  });

  it.each(LOCALES)('%s fills in the same values as English in every message', (locale) => {
    for (const key of keys) {
      expect({ key, names: placeholders(CATALOGS[locale][key]) }).toEqual({
        key,
        names: placeholders(en[key]),
      });
    }
  });

  it.each(LOCALES)('%s messages without values read exactly as written', (locale) => {
    const t = translatorFor(locale);
    for (const key of keys) {
      const text = CATALOGS[locale][key];
      if (placeholders(text).length === 0) expect(t(key)).toBe(text);
    }
  });

  it('uses every key somewhere in the code', () => {
    const code = CODE_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = keys.filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('keeps English exactly the texts the API and the spec use', () => {
    expect(en['common.somethingWentWrong']).toBe(messages.somethingWentWrong);
    expect(en['common.toastError']).toBe(messages.genericToastError);
    expect(en['common.linkCopied']).toBe(messages.linkCopied);
    expect(en['product.required']).toBe(messages.required);
    expect(en['checkout.invalidEmail']).toBe(messages.invalidEmail);
    expect(en['product.dateNotValid']).toBe(cartMessages.dateNotValid);
    expect(en['product.variableMinimum']).toBe(cartMessages.variableMinimum);
    expect(en['product.variableHint']).toBe(cartMessages.variableHint);
    expect(en['product.selectOption']).toBe(cartMessages.selectOption);
    expect(en['product.quantityMinimum']).toBe(cartMessages.quantityMinimum);
    expect(en['product.outOfStockMessage']).toBe(cartMessages.notEnoughStock(0));
    expect(en['product.orderTooLarge']).toBe(cartMessages.orderTooLarge);
    expect(translatorFor('en')('product.onlyLeft', { count: 2 })).toBe(
      cartMessages.notEnoughStock(2),
    );
    expect(translatorFor('en')('product.stockInCart', { count: 7, held: 3 })).toBe(
      cartMessages.stockInCart(7, 3),
    );
    expect(en['checkout.firstNameRequired']).toBe(checkoutMessages.firstNameRequired);
    expect(en['checkout.lastNameRequired']).toBe(checkoutMessages.lastNameRequired);
    expect(en['checkout.invalidPhone']).toBe(checkoutMessages.invalidPhone);
    expect(en['checkout.agreementRequired']).toBe(checkoutMessages.agreementRequired);
    expect(en['checkout.cartChanged']).toBe(checkoutMessages.cartChanged);
    expect(en['result.declinedTitle']).toBe(checkoutMessages.paymentDeclinedTitle);
    expect(en['result.declined']).toBe(checkoutMessages.paymentDeclined);
    expect(en['result.soldOutTitle']).toBe(checkoutMessages.soldOutTitle);
    expect(en['result.soldOut']).toBe(checkoutMessages.soldOut);
    expect(en['request.notOnHold']).toBe(NOT_ON_HOLD_MESSAGE);
    expect(en['product.preorderAgreementRequired']).toBe(
      'Please agree before adding this pre-order item.',
    );
    expect(en['checkout.cardNumberIncomplete']).toBe('Your card number is incomplete.');
    expect(en['checkout.expiryIncomplete']).toBe("Your card's expiration date is incomplete.");
    expect(en['checkout.cvcIncomplete']).toBe("Your card's security code is incomplete.");
    expect(translatorFor('en')('checkout.chargeOnApproval', { days: 6 })).toBe(
      CHARGE_ON_APPROVAL_CONSENT,
    );
    expect(translatorFor('en')('failure.soldOutWhilePaying', { products: 'Firewood, Kayak' })).toBe(
      soldOutWhilePayingMessage(['Firewood', 'Kayak']),
    );
    // What apps/api writes as a purchase's failure: the simulated provider's DECLINE_MESSAGES
    // (Stripe's own words for the first two) and the payment flows' fallbacks.
    expect(en['failure.cardDeclined']).toBe('Your card was declined.');
    expect(en['failure.insufficientFunds']).toBe('Your card has insufficient funds.');
    expect(en['failure.unknownTestCard']).toBe(
      'Your card number is not one of the test cards of the simulated provider.',
    );
    expect(en['failure.cardNotSaved']).toBe('The card could not be saved.');
    expect(en['failure.noSavedCard']).toBe('No saved card to charge.');
    expect(en['request.paymentFailed']).toBe('The payment failed.');
  });

  it("counts with each language's plural forms", () => {
    expect(translatorFor('en')('cart.itemCount', { count: 1 })).toBe('1 item');
    expect(translatorFor('en')('cart.itemCount', { count: 3 })).toBe('3 items');
    expect(translatorFor('es')('cart.itemCount', { count: 1 })).toBe('1 artículo');
    expect(translatorFor('pt')('cart.itemCount', { count: 2 })).toBe('2 itens');
  });

  it('reads an unknown stored language as English', () => {
    expect(translatorFor('xx')('result.thankYou')).toBe('Thank you!');
    expect(translatorFor(null)('result.thankYou')).toBe('Thank you!');
  });
});
