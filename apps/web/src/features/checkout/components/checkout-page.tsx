import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { CHARGE_ON_APPROVAL_CONSENT, checkoutMessages, messages } from '@stayfront/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { OrderSummary } from '@/features/cart/components/order-summary';
import type { Order } from '@/features/cart/types';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import {
  completeZeroPurchase,
  confirmSimulatedPayment,
  createPaymentIntent,
  updateCustomer,
  type PaymentIntent,
} from '../api/checkout-calls';
import { useCheckoutOrder } from '../api/get-checkout-order';
import { checkoutKeys } from '../api/keys';
import {
  API_FIELD_NAMES,
  CARD_FIELDS,
  CHECKOUT_DEBOUNCE_MS,
  CUSTOMER_FIELDS,
  EMPTY_CHECKOUT_VALUES,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  TEST_MODE_NOTE,
  validateField,
  validateFields,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from '../utils/checkout-form';
import { hasRequestChargedOnApproval } from '../utils/charge-on-approval';
import { OrderLines } from './order-lines';
import { StripePaymentElement, type StripeConfirm } from './stripe-payment-element';
import '../checkout.css';

export interface CheckoutPageProps {
  storeId: string;
  orderId: string;
  customerId: string;
  cartHref: string;
  detailsHref: string;
  termsHref: string;
}

const FIELD_IDS: Record<CheckoutField, string> = {
  firstName: 'checkout-first-name',
  lastName: 'checkout-last-name',
  phone: 'checkout-phone',
  email: 'checkout-email',
  cardNumber: 'checkout-card-number',
  expiry: 'checkout-card-expiry',
  cvc: 'checkout-card-cvc',
};

/** Guest e-mails of anonymous accounts are not real addresses: they are not offered. */
function prefilledEmail(email: string | undefined): string {
  return email && !email.endsWith('.invalid') ? email : '';
}

interface TextFieldProps {
  field: CheckoutField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (field: CheckoutField, value: string) => void;
  autoComplete: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  type?: string;
  placeholder?: string;
  maxLength?: number;
  format?: (value: string) => string;
}

function TextField({
  field,
  label,
  value,
  error,
  onChange,
  format,
  ...inputProps
}: TextFieldProps) {
  const id = FIELD_IDS[field];
  const errorId = `${id}-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <Input
        id={id}
        size="large"
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(field, format ? format(event.target.value) : event.target.value)
        }
        {...inputProps}
      />
    </Form.Item>
  );
}

/**
 * Checkout (spec: /store/:storeId/checkout/:orderId/:customerId/): the guest's details, the card
 * (a plain form for the simulated provider, Stripe's Payment Element for the real one), the
 * agreement, Place your order, and the order summary.
 */
export function CheckoutPage({ storeId, orderId, cartHref, ...formProps }: CheckoutPageProps) {
  const orderQuery = useCheckoutOrder(storeId, orderId);
  const order = orderQuery.data;
  return (
    <div className="sf-cart-page ck-page">
      <ButtonLink to={cartHref} icon={<ArrowLeftOutlined aria-hidden="true" />}>
        Back to cart
      </ButtonLink>
      <h1 className="sf-page-title ck-page__title">Checkout</h1>
      {orderQuery.isPending ? (
        <div className="sf-popup__loading" role="status" aria-live="polite">
          <Spin />
          <span className="visually-hidden">Loading</span>
        </div>
      ) : orderQuery.isError || !order ? (
        <div className="sf-empty" role="alert">
          <p>{getErrorMessage(orderQuery.error)}</p>
          <Button onClick={() => void orderQuery.refetch()}>Try again</Button>
        </div>
      ) : (
        <CheckoutForm storeId={storeId} order={order} orderId={orderId} {...formProps} />
      )}
    </div>
  );
}

interface CheckoutFormProps {
  storeId: string;
  order: Order;
  orderId: string;
  customerId: string;
  detailsHref: string;
  termsHref: string;
}

function CheckoutForm({
  storeId,
  order,
  orderId,
  customerId,
  detailsHref,
  termsHref,
}: CheckoutFormProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_CHECKOUT_VALUES,
    email: prefilledEmail(order.guest_email),
  }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [blockedDetail, setBlockedDetail] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The intent outlives a failed confirm (a mistyped card), so a second try reuses it.
  const intentRef = useRef<PaymentIntent | null>(null);
  const [stripeIntent, setStripeIntent] = useState<PaymentIntent | null>(null);
  const stripeConfirm = useRef<StripeConfirm | null>(null);
  const timers = useRef(new Map<CheckoutField, ReturnType<typeof setTimeout>>());
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const needsCard = order.guest_total > 0;
  const simulatedCard = needsCard && !stripeIntent;

  const change = (field: CheckoutField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearTimeout(timers.current.get(field));
    timers.current.set(
      field,
      setTimeout(() => {
        const error = validateField(field, valuesRef.current);
        setErrors((current) => ({ ...current, [field]: error }));
      }, CHECKOUT_DEBOUNCE_MS),
    );
  };

  /** Shows the messages of `fields`; focuses the first invalid one. Whether all are valid. */
  const check = (fields: CheckoutField[]): boolean => {
    fields.forEach((field) => clearTimeout(timers.current.get(field)));
    const found = validateFields(fields, values);
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) next[field] = found[field];
      return next;
    });
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
    return !first;
  };

  const showError = (error: unknown) => {
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
      setErrors((current) => ({ ...current, ...placed }));
      const first = [...CUSTOMER_FIELDS, ...CARD_FIELDS].find((field) => placed[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      if (other[0]) void message.error(other[0]);
      return;
    }
    void message.error(getErrorMessage(error));
  };

  const pay = async (): Promise<boolean> => {
    const intent = intentRef.current ?? (await createPaymentIntent(orderId, customerId));
    intentRef.current = intent;
    const email = values.email.trim();

    if (intent.provider === 'stripe') {
      if (!stripeConfirm.current) {
        // First sight of the real provider: its Payment Element takes the card.
        setStripeIntent(intent);
        return false;
      }
      const result = await stripeConfirm.current(email);
      if (result.error) void message.error(result.error);
      return !result.incomplete;
    }

    if (!check(CARD_FIELDS)) return false;
    const expiry = parseExpiry(values.expiry)!;
    const result = await confirmSimulatedPayment({
      client_secret: intent.client_secret,
      card_number: values.cardNumber.replace(/\s/g, ''),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: values.cvc.trim(),
      email,
    });
    // A declined card is settled like any payment: the result page says Payment Declined.
    if (result.error) void message.error(result.error);
    return true;
  };

  const placeOrder = async () => {
    if (submitting) return;
    if (!check(CUSTOMER_FIELDS)) return;
    if (!agreed) {
      setAgreementError(checkoutMessages.agreementRequired);
      return;
    }
    setAgreementError(null);
    setBlockedDetail(null);
    setSubmitting(true);
    try {
      await updateCustomer(orderId, {
        customer_id: customerId,
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone: values.phone.trim(),
      });
      if (order.guest_total === 0) {
        await completeZeroPurchase(orderId, values.email.trim());
      } else if (!(await pay())) {
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

  return (
    <div className="ck-layout">
      <div className="ck-layout__summary">
        <OrderSummary order={order}>
          <OrderLines order={order} />
        </OrderSummary>
      </div>
      <Form
        component="form"
        layout="vertical"
        requiredMark={false}
        className="ck-form"
        aria-label="Checkout"
        noValidate
        onFinish={() => void placeOrder()}
      >
        <section className="ck-card" aria-labelledby="ck-details-title">
          <h2 id="ck-details-title" className="ck-card__title">
            Your details
          </h2>
          <div className="ck-row">
            <TextField
              field="firstName"
              label="First name"
              value={values.firstName}
              error={errors.firstName}
              onChange={change}
              autoComplete="given-name"
              maxLength={100}
            />
            <TextField
              field="lastName"
              label="Last name"
              value={values.lastName}
              error={errors.lastName}
              onChange={change}
              autoComplete="family-name"
              maxLength={100}
            />
          </div>
          <TextField
            field="phone"
            label="Phone number"
            value={values.phone}
            error={errors.phone}
            onChange={change}
            autoComplete="tel"
            inputMode="tel"
            type="tel"
            placeholder="+1 555 010 0000"
            maxLength={21}
          />
        </section>

        <section className="ck-card" aria-labelledby="ck-payment-title">
          <h2 id="ck-payment-title" className="ck-card__title">
            <LockOutlined aria-hidden="true" /> Payment
          </h2>
          <TextField
            field="email"
            label="E-mail"
            value={values.email}
            error={errors.email}
            onChange={change}
            autoComplete="email"
            inputMode="email"
            type="email"
            placeholder="you@example.com"
            maxLength={254}
          />
          {stripeIntent ? (
            <StripePaymentElement
              intent={stripeIntent}
              onReady={(confirm) => {
                stripeConfirm.current = confirm;
              }}
              onLoadError={() => void message.error(messages.somethingWentWrong)}
            />
          ) : null}
          {simulatedCard ? (
            <>
              <p className="ck-test-note">{TEST_MODE_NOTE}</p>
              <TextField
                field="cardNumber"
                label="Card number"
                value={values.cardNumber}
                error={errors.cardNumber}
                onChange={change}
                format={formatCardNumber}
                autoComplete="cc-number"
                inputMode="numeric"
                placeholder="1234 1234 1234 1234"
                maxLength={23}
              />
              <div className="ck-row ck-row--card">
                <TextField
                  field="expiry"
                  label="Expiration (MM/YY)"
                  value={values.expiry}
                  error={errors.expiry}
                  onChange={change}
                  format={formatExpiry}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  placeholder="MM/YY"
                  maxLength={5}
                />
                <TextField
                  field="cvc"
                  label="CVC"
                  value={values.cvc}
                  error={errors.cvc}
                  onChange={(field, value) => change(field, value.replace(/\D/g, ''))}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  placeholder="123"
                  maxLength={4}
                />
              </div>
            </>
          ) : null}
        </section>

        <div className="ck-agreement">
          <Checkbox
            checked={agreed}
            aria-invalid={agreementError ? true : undefined}
            aria-describedby={agreementError ? 'ck-agreement-error' : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setAgreementError(null);
            }}
          >
            I agree to the{' '}
            <a href={termsHref} target="_blank" rel="noopener noreferrer">
              terms and conditions
            </a>
          </Checkbox>
          {agreementError ? (
            <p id="ck-agreement-error" className="ck-agreement__error" role="alert">
              {agreementError}
            </p>
          ) : null}
        </div>

        {hasRequestChargedOnApproval(order) ? (
          <p className="ck-consent">{CHARGE_ON_APPROVAL_CONSENT}</p>
        ) : null}

        {blockedDetail ? <Alert type="error" showIcon role="alert" title={blockedDetail} /> : null}

        <Button type="primary" size="large" block htmlType="submit" loading={submitting}>
          Place your order
        </Button>
      </Form>
    </div>
  );
}
