import { useState } from 'react';
import { ZVendorRequestSchema } from '@stayfront/core';
import { Alert, Button, Col, Form, Input, Result, Row, Typography } from 'antd';
import { PageHeader } from '@/components/page-header';
import { useAppConfig } from '@/lib/app-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useRequestVendor, type VendorRequestInput } from '../api/request-vendor';

const EMPTY: VendorRequestInput = {
  business_name: '',
  contact_name: '',
  email: '',
  phone: '',
  city: '',
  postal_code: '',
  message: '',
};

const FIELDS = Object.keys(EMPTY);

/** Checks with the shared schema; answers the first message of each failing field. */
function schemaErrors(values: VendorRequestInput) {
  const result = ZVendorRequestSchema.safeParse(values);
  if (result.success) return [];
  const seen = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !seen.has(name)) seen.set(name, issue.message);
  }
  return [...seen].map(([name, message]) => ({
    name: name as keyof VendorRequestInput,
    errors: [message],
  }));
}

/** The public "Request a vendor" page: a local business asks to sell to guests. */
export function VendorRequestForm() {
  usePageTitle('Request a vendor');
  const { brandName } = useAppConfig();
  const [form] = Form.useForm<VendorRequestInput>();
  const request = useRequestVendor();
  const send = useSingleFlight();
  const [generalError, setGeneralError] = useState<string | null>(null);

  const submit = (values: VendorRequestInput) => {
    const input = { ...EMPTY, ...values };
    const errors = schemaErrors(input);
    if (errors.length) {
      form.setFields(errors);
      return;
    }
    setGeneralError(null);
    send(request, input, {
      onError: (error) => {
        const rest = isApiError(error) ? applyFieldErrors(form, error, FIELDS) : [];
        setGeneralError(
          rest[0] ??
            (isApiError(error) && !Object.keys(error.fieldErrors).length ? error.message : null),
        );
      },
    });
  };

  if (request.isSuccess) {
    return (
      <Result
        status="success"
        title={
          <h1 style={{ fontSize: 24, margin: 0, fontWeight: 600 }}>
            Thanks! We received your request.
          </h1>
        }
        subTitle="Our team will get in touch within a few business days."
      />
    );
  }

  return (
    <div style={{ maxWidth: 720, margin: '0 auto' }}>
      <PageHeader title="Request a vendor" />
      <Typography.Paragraph style={{ marginTop: -8, marginBottom: 24 }}>
        Know a local business that guests would love — a chef, a bike shop, a tour guide? Tell us
        about it and we will invite them to sell through {brandName} stores in your area.
      </Typography.Paragraph>
      {generalError ? (
        <Alert type="error" showIcon title={generalError} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<VendorRequestInput>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={EMPTY}
        onFinish={submit}
        style={{ background: '#fff', padding: 'clamp(16px, 4vw, 32px)', borderRadius: 12 }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="business_name" label="Business name" required>
              <Input maxLength={150} autoComplete="organization" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contact_name" label="Contact name" required>
              <Input maxLength={150} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label="E-mail" required>
              <Input type="email" maxLength={254} autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label="Phone">
              <Input type="tel" maxLength={30} autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="city" label="City">
              <Input maxLength={120} autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="postal_code" label="ZIP">
              <Input maxLength={12} autoComplete="postal-code" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="message" label="Message">
          <Input.TextArea
            maxLength={2000}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            placeholder="What do they offer, and why would guests love it?"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={request.isPending}>
          Send request
        </Button>
      </Form>
    </div>
  );
}
