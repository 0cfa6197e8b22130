import { z } from 'zod';
import { optionalText, requiredText } from './zod-fields';
import { DEFAULT_COUNTRY, isCountryCode, isUsStateCode } from './geo';

export const STORE_DESCRIPTION_MAX = 500;
export const STORE_NAME_MAX = 120;

export const storeMessages = {
  nameRequired: 'A name is required.',
  countryRequired: 'Country is required.',
  postalCodeRequired: 'Postal code is required.',
  cityRequired: 'Rental city is required.',
  stateRequired: 'State is required when the country is US.',
  descriptionRequired: 'A description is required.',
  descriptionTooLong: `Ensure this field has no more than ${STORE_DESCRIPTION_MAX} characters.`,
} as const;

export const defaultStoreDescription = (brandName: string) =>
  `Welcome! We're so glad you're staying with us. This is your ${brandName} guest store: add early check-in, a mid-stay clean, firewood, local treats and more to make your stay even better. Pick what you like, pay securely by card, and we'll take care of the rest. Questions? Just send us a message.`;

type StateInput = { country?: unknown; state?: unknown };

function stateIsGiven(store: StateInput) {
  return (
    store.country !== DEFAULT_COUNTRY ||
    (typeof store.state === 'string' && store.state.trim() !== '')
  );
}

function stateIsValid(store: StateInput) {
  return store.country !== DEFAULT_COUNTRY || isUsStateCode(String(store.state).trim());
}

/** The store modal's fields, checked the same way in the form and by the API. */
export const ZStoreFormSchema = z
  .object({
    storeName: requiredText(STORE_NAME_MAX, storeMessages.nameRequired),
    country: requiredText(2, storeMessages.countryRequired).refine(
      (code) => code === '' || isCountryCode(code),
      'Select a valid country.',
    ),
    state: optionalText(64),
    city: requiredText(120, storeMessages.cityRequired),
    street1: optionalText(200),
    street2: optionalText(200),
    postalCode: requiredText(20, storeMessages.postalCodeRequired),
    image: z.string().trim().max(1000).nullable().optional(),
    description: z
      .string({ error: storeMessages.descriptionRequired })
      .trim()
      .min(1, storeMessages.descriptionRequired)
      .max(STORE_DESCRIPTION_MAX, storeMessages.descriptionTooLong),
  })
  // Checked even when other fields fail, so the form shows every message at once.
  .refine((store) => stateIsGiven(store), {
    path: ['state'],
    message: storeMessages.stateRequired,
    when: () => true,
  })
  .refine((store) => !stateIsGiven(store) || stateIsValid(store), {
    path: ['state'],
    message: 'Select a valid US state.',
  });
export type TStoreForm = z.infer<typeof ZStoreFormSchema>;
