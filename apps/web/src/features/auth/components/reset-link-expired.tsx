import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Spec: the message for a reset link that does not exist, was used, or has expired. */
export function ResetLinkExpired() {
  return (
    <Alert
      type="warning"
      showIcon
      title={
        <span>
          This link is used or expired. You can get a new link{' '}
          <Link to={paths.forgotPassword}>here</Link> or you can login with your newly set password{' '}
          <Link to={paths.login}>here</Link>.
        </span>
      }
    />
  );
}
