import { ErrorScreen } from './ErrorScreen';

export function Component() {
  return <ErrorScreen code={404} />;
}
