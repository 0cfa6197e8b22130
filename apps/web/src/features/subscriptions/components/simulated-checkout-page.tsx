import { useEffect } from 'react';
import { formatMoney, messages } from '@stayfront/core';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { Result } from '@/components/feedback/result';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSingleFlight } from '@/hooks/use-single-flight';
import {
  cardMessages,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  TEST_MODE_NOTE,
} from '@/utils/card-input';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCheckoutSession, useConfirmSubscription } from '../api/simulated-billing';

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const CARD_FIELDS = {
  card_number: 'cardNumber',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

const SUCCESS_PATH = `${paths.pricing}?checkout=success`;
const CANCEL_PATH = `${paths.pricing}?checkout=cancelled`;

/**
 * The simulated provider's stand-in for Stripe Checkout in subscription mode: the plan, its
 * price and a test card form. Paying sends the same events as Stripe, so the plan changes the
 * same way.
 */
export function SimulatedCheckoutPage() {
  usePageTitle('Checkout');
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = useCheckoutSession(sessionId);
  const confirm = useConfirmSubscription();
  // A declined card answers 200 and the form stays for another card: repeatable. The form is
  // disabled while a payment is sent and once it went through.
  const send = useSingleFlight({ repeatable: true });
  const [form] = Form.useForm<CardValues>();

  const isComplete = session.data?.status === 'complete';
  useEffect(() => {
    if (isComplete) void navigate(SUCCESS_PATH, { replace: true });
  }, [isComplete, navigate]);

  const onFinish = (values: CardValues) => {
    const expiry = parseExpiry(values.expiry)!;
    send(
      confirm,
      {
        session_id: sessionId,
        card_number: values.cardNumber.replace(/\s/g, ''),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: values.cvc.trim(),
      },
      {
        onSuccess: (result) => {
          if (result.status === 'complete') void navigate(SUCCESS_PATH, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error)) applyFieldErrors(form, error, CARD_FIELDS);
        },
      },
    );
  };

  if (session.isError) {
    return (
      <Result
        status="warning"
        title={
          isApiError(session.error) && session.error.status === 404
            ? 'This checkout does not exist or has expired.'
            : messages.somethingWentWrong
        }
        extra={<Link to={paths.pricing}>Back to plans</Link>}
      />
    );
  }

  const declined = confirm.data?.status === 'open' ? confirm.data.error : null;
  const failure =
    confirm.isError && !isApiError(confirm.error) ? getErrorMessage(confirm.error) : null;

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 480 }}>
        {!session.data ? (
          <Skeleton active paragraph={{ rows: 6 }} aria-busy="true" aria-label="Loading checkout" />
        ) : (
          <>
            <h1 style={{ fontSize: 24, marginTop: 0 }}>Subscribe to {session.data.name}</h1>
            <Typography.Paragraph>
              <Typography.Text style={{ fontSize: 28, fontWeight: 600 }}>
                {formatMoney(session.data.price, session.data.currency)}
              </Typography.Text>
              <Typography.Text type="secondary"> / {session.data.interval}</Typography.Text>
            </Typography.Paragraph>
            <Alert type="info" showIcon title={TEST_MODE_NOTE} style={{ marginBottom: 16 }} />
            {declined || failure ? (
              <Alert
                type="error"
                showIcon
                title={declined ?? failure}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Form<CardValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={onFinish}
              disabled={confirm.isPending || confirm.data?.status === 'complete'}
            >
              <Form.Item
                name="cardNumber"
                label="Card number"
                normalize={formatCardNumber}
                rules={[
                  {
                    validator: (_, value: string = '') =>
                      /^\d{12,19}$/.test(value.replace(/\s/g, ''))
                        ? Promise.resolve()
                        : Promise.reject(new Error(cardMessages.number)),
                  },
                ]}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                />
              </Form.Item>
              <Flex gap={16}>
                <Form.Item
                  name="expiry"
                  label="Expiration (MM/YY)"
                  normalize={formatExpiry}
                  style={{ flex: 1 }}
                  rules={[
                    {
                      validator: (_, value: string = '') =>
                        parseExpiry(value)
                          ? Promise.resolve()
                          : Promise.reject(new Error(cardMessages.expiry)),
                    },
                  ]}
                >
                  <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />
                </Form.Item>
                <Form.Item
                  name="cvc"
                  label="CVC"
                  style={{ flex: 1 }}
                  rules={[{ pattern: /^\d{3,4}$/, required: true, message: cardMessages.cvc }]}
                >
                  <Input
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    placeholder="123"
                  />
                </Form.Item>
              </Flex>
              <Button
                type="primary"
                htmlType="submit"
                block
                size="large"
                loading={confirm.isPending}
              >
                Subscribe
              </Button>
            </Form>
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Link to={CANCEL_PATH}>Cancel and go back</Link>
            </Flex>
          </>
        )}
      </Card>
    </Flex>
  );
}
