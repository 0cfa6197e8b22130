import { createContext, useContext, type ReactNode } from 'react';
import type { Plan } from '@stayfront/core';
import type { ProductFormState } from '../../hooks/use-product-form';

interface ProductFormContextValue {
  form: ProductFormState;
  /** Prefix of the inputs' ids (two forms may be on the page). */
  formId: string;
  plan: Plan;
  currency: string;
}

const ProductFormContext = createContext<ProductFormContextValue | null>(null);

export function ProductFormProvider({
  value,
  children,
}: {
  value: ProductFormContextValue;
  children: ReactNode;
}) {
  return <ProductFormContext.Provider value={value}>{children}</ProductFormContext.Provider>;
}

export function useProductFormContext(): ProductFormContextValue {
  const context = useContext(ProductFormContext);
  if (!context) throw new Error('Product fields need a ProductFormProvider.');
  return context;
}

/** The id, error and value of one field of the product form. */
export function useProductField(path: string) {
  const { form, formId } = useProductFormContext();
  const error = form.visibleErrors[path];
  return {
    id: `${formId}-${path.replace(/\./g, '-')}`,
    error,
    invalid: error ? true : undefined,
  };
}
