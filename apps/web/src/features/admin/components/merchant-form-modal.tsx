import { PAYOUT_METHOD_TYPES, ZMerchantSchema } from '@stayfront/core';
import { App, Form, Input, Modal, Select } from 'antd';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateMerchant } from '../api/create-merchant';
import { useUpdateMerchant } from '../api/update-merchant';
import type { Merchant, MerchantInput } from '../types';
import { checkWithSchema } from '@/lib/schema-errors';
import { SwitchItem } from './switch-item';

const FIELDS = [
  'business_name',
  'contact_name',
  'email',
  'phone',
  'payout_method',
  'payout_account',
  'is_active',
] as const;

const EMPTY: MerchantInput = {
  business_name: '',
  contact_name: '',
  email: '',
  phone: '',
  payout_method: 'PAYP',
  payout_account: '',
  is_active: true,
};

interface MerchantFormModalProps {
  /** The merchant to edit; null to add one; undefined when closed. */
  merchant: Merchant | null | undefined;
  onClose: () => void;
}

function MerchantForm({ merchant, onClose }: { merchant: Merchant | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<MerchantInput>();
  const create = useCreateMerchant();
  const update = useUpdateMerchant();
  const pending = create.isPending || update.isPending;

  const submit = async () => {
    const values = { ...EMPTY, ...form.getFieldsValue(true) } as MerchantInput;
    if (!checkWithSchema(form, ZMerchantSchema, values)) return;
    try {
      if (merchant) await update.mutateAsync({ ...values, id: merchant.id });
      else await create.mutateAsync(values);
      void message.success(merchant ? 'Merchant updated.' : 'Merchant added.');
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        for (const text of applyFieldErrors(form, error, FIELDS)) void message.error(text);
      } else void message.error(getErrorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={merchant ? `Edit ${merchant.business_name}` : 'Add a merchant'}
      okText={merchant ? 'Save changes' : 'Add merchant'}
      cancelText="Cancel"
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<MerchantInput>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={merchant ?? EMPTY}
        onFinish={() => void submit()}
      >
        <Form.Item name="business_name" label="Business name" required>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="contact_name" label="Contact name">
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="email" label="Email" required>
          <Input type="email" maxLength={254} />
        </Form.Item>
        <Form.Item name="phone" label="Phone">
          <Input type="tel" maxLength={30} />
        </Form.Item>
        <Form.Item name="payout_method" label="Payout method">
          <Select
            options={Object.entries(PAYOUT_METHOD_TYPES).map(([value, label]) => ({
              value,
              label,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="payout_account"
          label="Payout account"
          extra="The PayPal e-mail or the Stripe account id."
        >
          <Input maxLength={254} />
        </Form.Item>
        <SwitchItem
          name="is_active"
          label="Active"
          extra="An inactive merchant's products are withdrawn from every store."
        />
      </Form>
    </Modal>
  );
}

/** Add or edit a local vendor. */
export function MerchantFormModal({ merchant, onClose }: MerchantFormModalProps) {
  if (merchant === undefined) return null;
  return <MerchantForm key={merchant?.id ?? 'new'} merchant={merchant} onClose={onClose} />;
}
