import { Empty } from 'antd';
import { REQUESTS_EMPTY_TEXT } from '../utils';

/** Spec (pending requests): the empty text. */
export function RequestsEmpty() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={REQUESTS_EMPTY_TEXT} />;
}
