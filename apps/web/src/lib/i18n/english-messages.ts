import type { MessageKey } from '@stayfront/core/i18n';

/**
 * Messages that reach guest pages as English text: the API's errors and the shared validation
 * rules of @stayfront/core and the card fields. Their English catalogue entries are those very
 * texts (a core test checks it), so a page can show each one in the guest's language.
 */
export const ENGLISH_MESSAGE_KEYS: readonly MessageKey[] = [
  'common.somethingWentWrong',
  'common.toastError',
  'product.preorderAgreementRequired',
  'product.required',
  'product.dateNotValid',
  'product.variableMinimum',
  'product.selectOption',
  'product.quantityMinimum',
  'product.outOfStockMessage',
  'product.orderTooLarge',
  'checkout.firstNameRequired',
  'checkout.lastNameRequired',
  'checkout.invalidPhone',
  'checkout.invalidEmail',
  'checkout.agreementRequired',
  'checkout.cartChanged',
  'store.unavailable',
  'checkout.cardNumberIncomplete',
  'checkout.expiryIncomplete',
  'checkout.cvcIncomplete',
  'request.notOnHold',
  // Why a purchase failed (purchase_failure_message): the payment provider's decline, kept as
  // it wrote it, or the API's own words. Another provider's message is shown as it comes.
  'failure.cardDeclined',
  'failure.insufficientFunds',
  'failure.unknownTestCard',
  'failure.cardNotSaved',
  'failure.noSavedCard',
  'request.paymentFailed',
];

/** Messages the API writes with a value in them ("Only 2 left in stock."). */
export const ENGLISH_TEMPLATE_KEYS: readonly MessageKey[] = [
  'product.onlyLeft',
  'product.stockInCart',
  'failure.soldOutWhilePaying',
];
