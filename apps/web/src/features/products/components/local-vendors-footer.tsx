import { App, Checkbox, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { useUpdateLocalVendorOptOut } from '../api/update-local-vendor-opt-out';

interface LocalVendorsFooterProps {
  ownerId: string;
  optedOut: boolean | undefined;
  /** Whether any local vendor serves this store's area. */
  hasVendors: boolean;
}

/** Under the Local vendors tab: the default-inactive setting and how to reach support. */
export function LocalVendorsFooter({ ownerId, optedOut, hasVendors }: LocalVendorsFooterProps) {
  const { message } = App.useApp();
  const { supportEmail } = useAppConfig();
  const optOut = useUpdateLocalVendorOptOut(ownerId);
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <footer style={{ marginTop: 32, paddingTop: 16, borderTop: '1px solid #e0e6e4' }}>
      <Checkbox
        checked={optedOut ?? false}
        disabled={optedOut === undefined || optOut.isPending}
        onChange={(event) =>
          optOut.mutate(event.target.checked, {
            onSuccess: ({ data }) =>
              void message.success(
                data.isLocalProductOptedOut ? 'Inactive local vendors' : 'Active local vendors',
              ),
            onError: () => void message.error('Error updating vendor activity'),
          })
        }
      >
        Start new local vendors as default inactive
      </Checkbox>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {hasVendors ? (
          <>
            Questions about a local vendor item, or want one removed for good? Contact us at {mail}.
          </>
        ) : (
          <>
            There are no local vendors in your area yet. Know a business your guests would love?{' '}
            <Link to={paths.vendors}>Request a vendor</Link> or contact us at {mail}.
          </>
        )}
      </Typography.Paragraph>
    </footer>
  );
}
