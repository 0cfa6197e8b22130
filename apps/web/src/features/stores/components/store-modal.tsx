import { useMemo } from 'react';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  messages,
  STORE_DESCRIPTION_MAX,
  US_STATES,
} from '@stayfront/core';
import { Alert, App, Button, Col, Flex, Form, Input, Modal, Row, Select, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSignedInUser } from '@/lib/session';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useCopyStore } from '../api/copy-store';
import { useCreateStore } from '../api/create-store';
import { useStore } from '../api/get-store';
import { useUpdateStore } from '../api/update-store';
import type { HostStore } from '../types';
import { NEW_STORE_STATE } from '../utils/navigation-state';
import {
  getInitialStoreValues,
  STORE_FORM_FIELDS,
  storeSchemaRule,
  toStoreFormValues,
  type StoreFormDraft,
  type StoreModalMode,
} from '../utils/store-form';

export interface StoreModalProps {
  open: boolean;
  mode: StoreModalMode;
  /** The store to edit or duplicate. */
  storeId?: string;
  onClose: () => void;
}

const TITLES: Record<StoreModalMode, string> = {
  create: 'Add a store',
  edit: 'Edit store',
  duplicate: 'Duplicate store',
};

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const SEARCH = { optionFilterProp: 'label' } as const;

interface StoreFormProps {
  mode: StoreModalMode;
  store?: HostStore;
  onClose: () => void;
}

function StoreForm({ mode, store, onClose }: StoreFormProps) {
  const { brandName } = useAppConfig();
  const user = useSignedInUser();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<StoreFormDraft>();
  const country = Form.useWatch('country', form);
  const createStore = useCreateStore();
  const send = useSingleFlight();
  const copyStore = useCopyStore();
  const updateStore = useUpdateStore();
  const pending = createStore.isPending || copyStore.isPending || updateStore.isPending;

  const initialValues = useMemo(
    () => getInitialStoreValues(mode, brandName, store),
    [mode, brandName, store],
  );
  // Spec: "Save changes" when a store name exists, otherwise "Create store".
  const submitLabel = initialValues.storeName ? 'Save changes' : 'Create store';

  const showError = (error: unknown) => {
    if (isApiError(error) && error.status === 400) {
      const rest = applyFieldErrors(form, error, STORE_FORM_FIELDS);
      if (rest[0]) void message.error(rest[0]);
      return;
    }
    void message.error(getErrorMessage(error));
  };

  const goToNewStore = (created: HostStore) => {
    onClose();
    void navigate(paths.dashboard.store(created.id), { state: NEW_STORE_STATE });
  };

  const handleFinish = (draft: StoreFormDraft) => {
    const values = toStoreFormValues(draft);
    const ownerId = user.owner_id ?? '';
    if (mode === 'edit' && store) {
      send(
        updateStore,
        { storeId: store.id, patch: values },
        {
          onSuccess: () => {
            void message.success('Store details saved!');
            onClose();
          },
          onError: showError,
        },
      );
    } else if (mode === 'duplicate' && store) {
      send(
        copyStore,
        { sourceStoreId: store.id, ownerId, ...values },
        {
          onSuccess: (created) => {
            void message.success(`${created.storeName} was created with a copy of the products.`);
            goToNewStore(created);
          },
          onError: showError,
        },
      );
    } else {
      send(createStore, { ownerId, ...values }, { onSuccess: goToNewStore, onError: showError });
    }
  };

  return (
    <Form<StoreFormDraft>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initialValues}
      onFinish={handleFinish}
      onValuesChange={(changed: StoreFormDraft) => {
        if ('country' in changed && changed.country !== DEFAULT_COUNTRY) {
          form.setFieldValue('state', undefined);
        }
      }}
    >
      <Form.Item
        label="Store name"
        name="storeName"
        required
        rules={[storeSchemaRule('storeName')]}
      >
        <Input autoComplete="off" maxLength={120} placeholder="e.g. Lakeside Cabin" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={country === DEFAULT_COUNTRY ? 12 : 24}>
          <Form.Item label="Country" name="country" required rules={[storeSchemaRule('country')]}>
            <Select showSearch={SEARCH} options={COUNTRY_OPTIONS} placeholder="Select a country" />
          </Form.Item>
        </Col>
        {country === DEFAULT_COUNTRY ? (
          <Col xs={24} sm={12}>
            <Form.Item
              label="State"
              name="state"
              required
              dependencies={['country']}
              rules={[storeSchemaRule('state')]}
            >
              <Select showSearch={SEARCH} options={STATE_OPTIONS} placeholder="Select a state" />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="City" name="city" required rules={[storeSchemaRule('city')]}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Zip code"
            name="postalCode"
            required
            rules={[storeSchemaRule('postalCode')]}
          >
            <Input autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Street address" name="street1" rules={[storeSchemaRule('street1')]}>
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item name="street2" hidden>
        <Input />
      </Form.Item>
      <Form.Item label="Photo or logo" name="image">
        <ImageUpload aspect={4 / 3} label="Photo or logo" />
      </Form.Item>
      <Form.Item
        label="Description"
        name="description"
        required
        rules={[storeSchemaRule('description')]}
        extra="Guests see this at the top of your store. Links become clickable."
      >
        <Input.TextArea rows={5} count={{ show: true, max: STORE_DESCRIPTION_MAX }} />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        {mode === 'edit' ? <Button onClick={onClose}>Cancel</Button> : null}
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}

function ExistingStoreForm({
  mode,
  storeId,
  onClose,
}: {
  mode: StoreModalMode;
  storeId: string;
  onClose: () => void;
}) {
  const { data: store, isError } = useStore(storeId);
  if (isError) return <Alert type="error" showIcon title={messages.somethingWentWrong} />;
  if (!store) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <StoreForm mode={mode} store={store} onClose={onClose} />;
}

/** Create, edit or duplicate a store (spec: store modal). */
export function StoreModal({ open, mode, storeId, onClose }: StoreModalProps) {
  return (
    <Modal
      open={open}
      title={TITLES[mode]}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {mode !== 'create' && storeId ? (
        <ExistingStoreForm mode={mode} storeId={storeId} onClose={onClose} />
      ) : (
        <StoreForm mode="create" onClose={onClose} />
      )}
    </Modal>
  );
}
