import { useState } from 'react';
import { checkoutMessages } from '@stayfront/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Order } from '@/features/cart';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { completeZeroPurchase, updateCustomer } from '../api/checkout-calls';
import { checkoutKeys } from '../api/keys';
import {
  API_FIELD_NAMES,
  CARD_FIELDS,
  CUSTOMER_FIELDS,
  type CheckoutErrors,
} from '../utils/checkout-form';
import { focusField } from '../utils/field-specs';
import { useCardPayment } from './use-card-payment';
import { useCheckoutFields } from './use-checkout-fields';
import { rememberDetails } from '../utils/remembered-details';
import { useFeedback } from '@/components/feedback/app-feedback';

interface CheckoutTarget {
  storeId: string;
  order: Order;
  orderId: string;
  customerId: string;
  detailsHref: string;
}

/**
 * The checkout form's state and its submit: the guest's details are saved, the order is paid
 * (or completed when it costs nothing), and the guest goes on to the order details.
 */
export function useCheckout({ storeId, order, orderId, customerId, detailsHref }: CheckoutTarget) {
  const { message } = useFeedback();
  const i18n = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fields = useCheckoutFields(orderId, order.guest_email);
  const payment = useCardPayment(orderId, customerId, order.guest_total);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [blockedDetail, setBlockedDetail] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const needsCard = order.guest_total > 0;

  const agree = (checked: boolean) => {
    setAgreed(checked);
    if (checked) setAgreementError(null);
  };

  const showError = (error: unknown) => {
    // The cart changed in another tab: the summary reloads, so the guest reviews what they pay.
    if (isApiError(error) && error.nonFieldErrors.includes(checkoutMessages.cartChanged)) {
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.order(storeId, orderId) });
    }
    if (isApiError(error) && error.status === 403) {
      setBlockedDetail(error.message);
      return;
    }
    if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
      const placed: CheckoutErrors = {};
      const other: string[] = [...error.nonFieldErrors];
      for (const [apiField, list] of Object.entries(error.fieldErrors)) {
        const field = API_FIELD_NAMES[apiField];
        if (field && list[0]) placed[field] ??= list[0];
        else other.push(...list);
      }
      fields.place(placed);
      const first = [...CUSTOMER_FIELDS, ...CARD_FIELDS].find((field) => placed[field]);
      if (first) focusField(first);
      if (other[0]) void message.error(i18n.message(other[0]));
      return;
    }
    void message.error(i18n.message(getErrorMessage(error)));
  };

  const placeOrder = async () => {
    if (submitting) return;
    if (!fields.check(CUSTOMER_FIELDS)) return;
    if (!agreed) {
      setAgreementError(checkoutMessages.agreementRequired);
      return;
    }
    setAgreementError(null);
    setBlockedDetail(null);
    setSubmitting(true);
    const { values } = fields;
    const details = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
    };
    try {
      await updateCustomer(orderId, {
        customer_id: customerId,
        first_name: details.firstName,
        last_name: details.lastName,
        phone: details.phone,
        locale: i18n.locale,
      });
      rememberDetails(orderId, details);
      if (order.guest_total === 0) {
        await completeZeroPurchase(orderId, values.email.trim());
      } else if (!(await payment.pay(values, fields.check))) {
        return;
      }
      queryClient.removeQueries({ queryKey: checkoutKeys.order(storeId, orderId) });
      void navigate(detailsHref);
    } catch (error) {
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    fields: { values: fields.values, errors: fields.errors, onChange: fields.change },
    stripeIntent: payment.stripeIntent,
    setStripeConfirm: payment.setStripeConfirm,
    simulatedCard: needsCard && !payment.stripeIntent,
    agreed,
    agree,
    agreementError,
    blockedDetail,
    submitting,
    placeOrder,
  };
}
