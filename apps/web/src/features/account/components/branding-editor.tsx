import { useEffect, useState } from 'react';
import { planHasFeature, planNeededFor, PLAN_LABEL, SUBDOMAIN_PATTERN } from '@stayfront/core';
import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { ImageUpload } from '@/components/image-upload/image-upload';
import {
  getStoreIdBySubdomain,
  useUpdateStore,
  type EnterpriseInfo,
  type OwnerDetail,
} from '@/features/stores';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { UpgradePrompt } from './upgrade-prompt';

const SUBDOMAIN_TAKEN = 'This subdomain is already taken.';
const SUBDOMAIN_FORMAT = 'Use lowercase letters, digits and hyphens only.';

/** What guests see with branding on: the store header and the footer's about text. */
function BrandingPreview({
  info,
  storeName,
}: {
  info: Partial<EnterpriseInfo>;
  storeName: string;
}) {
  const enabled = info.isEnabled;
  return (
    <Card size="small" title="Preview" aria-label="Branding preview">
      <Flex
        align="center"
        gap={12}
        style={{ padding: 12, borderBottom: '1px solid #e6ebe9', minHeight: 64 }}
      >
        {enabled && info.image ? (
          <img src={info.image} alt="" style={{ height: 40, width: 40, objectFit: 'contain' }} />
        ) : null}
        <Typography.Text strong style={{ fontSize: 18 }}>
          {enabled && info.company_name ? info.company_name : storeName}
        </Typography.Text>
      </Flex>
      <div style={{ padding: 12, minHeight: 80 }}>
        <Typography.Text type="secondary">{storeName}: your guest store</Typography.Text>
      </div>
      <div style={{ padding: 12, borderTop: '1px solid #e6ebe9', background: '#fafafa' }}>
        {enabled && info.about ? (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
            {info.about}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">Footer without an about text</Typography.Text>
        )}
        {enabled && info.isSubdomainEnabled && info.subdomain ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            Share link: {info.subdomain}.{window.location.hostname}
          </Typography.Text>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * Enterprise branding per store: company name, logo, about text, the enable switch and a
 * subdomain checked for format and availability, with a live preview.
 */
export function BrandingEditor({ owner }: { owner: OwnerDetail }) {
  const { message } = App.useApp();
  const [storeId, setStoreId] = useState(owner.stores[0]?.id);
  const store = owner.stores.find((item) => item.id === storeId);
  const [form] = Form.useForm<EnterpriseInfo>();
  const values = Form.useWatch([], form) as Partial<EnterpriseInfo> | undefined;
  const update = useUpdateStore();

  useEffect(() => {
    if (store) form.setFieldsValue(store.enterpriseInfo);
  }, [store, form]);

  if (!planHasFeature(owner.plan, 'branding')) {
    return (
      <UpgradePrompt
        title={`Your branding and your own subdomain need the ${PLAN_LABEL[planNeededFor('branding')]} plan.`}
      />
    );
  }
  if (!store) {
    return <Typography.Text type="secondary">Add a store to set up its branding.</Typography.Text>;
  }

  const onFinish = (info: EnterpriseInfo) =>
    update.mutate(
      {
        storeId: store.id,
        patch: { enterpriseInfo: { ...info, subdomain: info.subdomain?.trim() || null } },
      },
      {
        onSuccess: () => void message.success('Branding saved.'),
        onError: (error) => {
          const rest = isApiError(error)
            ? applyFieldErrors(form, error, {
                subdomain: 'subdomain',
                enterpriseInfo: 'company_name',
              })
            : [];
          if (!isApiError(error) || rest.length)
            void message.error(rest[0] ?? getErrorMessage(error));
        },
      },
    );

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        {owner.stores.length > 1 ? (
          <Form.Item label="Store" layout="vertical">
            <Select
              value={storeId}
              onChange={setStoreId}
              options={owner.stores.map((item) => ({ value: item.id, label: item.storeName }))}
            />
          </Form.Item>
        ) : null}
        <Form<EnterpriseInfo> form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item name="isEnabled" label="Show my branding" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="company_name" label="Company name">
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="image" label="Logo">
            <ImageUpload label="Logo" />
          </Form.Item>
          <Form.Item name="about" label="About your company">
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item
            name="subdomain"
            label="Subdomain"
            validateDebounce={400}
            normalize={(value: string) => value.toLowerCase()}
            rules={[
              {
                validator: async (_rule, value?: string) => {
                  const subdomain = value?.trim();
                  if (!subdomain) return;
                  if (!SUBDOMAIN_PATTERN.test(subdomain)) throw new Error(SUBDOMAIN_FORMAT);
                  const holder = await getStoreIdBySubdomain(subdomain);
                  if (holder && holder !== store.id) throw new Error(SUBDOMAIN_TAKEN);
                },
              },
            ]}
          >
            <Input suffix={`.${window.location.hostname}`} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="isSubdomainEnabled"
            label="Use the subdomain in share links"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save branding
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <BrandingPreview info={values ?? store.enterpriseInfo} storeName={store.storeName} />
      </Col>
    </Row>
  );
}
