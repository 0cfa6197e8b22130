import { useEffect } from 'react';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  isValidEmail,
  PAYOUT_NICKNAME_MAX,
  payoutMessages,
  type PayoutMethodType,
} from '@stayfront/core';
import { App, Checkbox, Form, Input, Modal, Select } from 'antd';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import {
  useCreatePaypalMethod,
  useCreateStripeMethod,
  useUpdatePayoutMethod,
} from '../api/payout-methods';
import { useSingleFlight } from '@/hooks/use-single-flight';
import type { PayoutMethod } from '../types';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const FIELDS = ['nickname', 'accountId', 'country'];
const ADD_FAILED = 'Error adding payout method';

interface FormValues {
  nickname: string;
  accountId?: string;
  country?: string;
  isDefault?: boolean;
}

interface PayoutMethodFormModalProps {
  /** Adding a method of this type, or editing `method`. */
  mode: { kind: 'add'; type: PayoutMethodType } | { kind: 'edit'; method: PayoutMethod } | null;
  ownerId: string;
  onClose: () => void;
}

const nicknameRules = [
  { required: true, whitespace: true, message: payoutMessages.nicknameRequired },
  {
    max: PAYOUT_NICKNAME_MAX,
    message: `Ensure this field has no more than ${PAYOUT_NICKNAME_MAX} characters.`,
  },
];

const paypalEmailRules = [
  { required: true, whitespace: true, message: payoutMessages.paypalEmailRequired },
  {
    validator: (_rule: unknown, value?: string) =>
      !value?.trim() || isValidEmail(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(payoutMessages.paypalEmailInvalid)),
  },
];

/** Add a Stripe or PayPal method, or edit one (nickname, PayPal e-mail, default). */
export function PayoutMethodFormModal({ mode, ownerId, onClose }: PayoutMethodFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const createPaypal = useCreatePaypalMethod();
  const createStripe = useCreateStripeMethod();
  const send = useSingleFlight({ open: mode != null });
  const update = useUpdatePayoutMethod();
  const pending = createPaypal.isPending || createStripe.isPending || update.isPending;
  const type = mode?.kind === 'add' ? mode.type : mode?.method.type;

  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    if (mode.kind === 'edit')
      form.setFieldsValue({
        nickname: mode.method.nickname,
        accountId: mode.method.type === 'PAYP' ? mode.method.accountId : undefined,
        isDefault: mode.method.isDefault,
      });
    else form.setFieldsValue({ country: DEFAULT_COUNTRY });
  }, [mode, form]);

  const onError = (fallback: string) => (error: unknown) => {
    const rest = isApiError(error) ? applyFieldErrors(form, error, FIELDS) : [];
    if (!isApiError(error) || rest.length)
      void message.error(rest[0] ?? (getErrorMessage(error) || fallback));
  };

  const onFinish = (values: FormValues) => {
    if (!mode) return;
    const nickname = values.nickname.trim();
    if (mode.kind === 'edit') {
      send(
        update,
        {
          id: mode.method.id,
          owner: ownerId,
          nickname,
          ...(mode.method.type === 'PAYP' ? { accountId: values.accountId?.trim() } : {}),
          ...(values.isDefault ? { isDefault: true } : {}),
        },
        {
          onSuccess: () => {
            void message.success(payoutMessages.updated);
            onClose();
          },
          onError: onError(payoutMessages.updateFailed),
        },
      );
    } else if (mode.type === 'PAYP') {
      send(
        createPaypal,
        {
          nickname,
          accountId: values.accountId!.trim(),
          country: values.country ?? DEFAULT_COUNTRY,
        },
        {
          onSuccess: () => {
            void message.success('PayPal payout method added.');
            onClose();
          },
          onError: onError(ADD_FAILED),
        },
      );
    } else {
      send(
        createStripe,
        { nickname, country: values.country ?? DEFAULT_COUNTRY },
        {
          // Onboarding happens on Stripe's pages (or the simulated one), then comes back here.
          onSuccess: ({ url }) => window.location.assign(url),
          onError: onError(payoutMessages.stripeRedirectFailed),
        },
      );
    }
  };

  const title =
    mode?.kind === 'edit'
      ? 'Edit payout method'
      : type === 'STRP'
        ? 'Add a Stripe payout method'
        : 'Add a PayPal payout method';

  return (
    <Modal
      open={mode != null}
      title={title}
      okText={
        mode?.kind === 'edit'
          ? 'Save changes'
          : type === 'STRP'
            ? 'Continue to Stripe'
            : 'Add PayPal'
      }
      onOk={() => form.submit()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="nickname" label="Nickname" rules={nicknameRules}>
          <Input maxLength={PAYOUT_NICKNAME_MAX} showCount autoComplete="off" />
        </Form.Item>
        {type === 'PAYP' && (
          <Form.Item name="accountId" label="PayPal e-mail" rules={paypalEmailRules}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        )}
        {mode?.kind === 'add' && (
          <Form.Item
            name="country"
            label="Country"
            rules={[{ required: true, message: payoutMessages.unknownCountry }]}
          >
            <Select showSearch optionFilterProp="label" options={COUNTRY_OPTIONS} />
          </Form.Item>
        )}
        {mode?.kind === 'edit' && !mode.method.isDefault && (
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>Use as my default payout method</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
