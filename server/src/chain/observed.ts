import { ChainRejection } from './ChainSource';
import type { ChainSourceErrors } from './chainSourceErrors';

/**
 * The same service (a chain source, the ord client, the BRC-20 source), with every failed request recorded under
 * `name` for the health answer. A transaction the node refuses is an answer, not a failure of the source, so it is
 * not counted. Answers and failures pass through untouched.
 */
export function observed<Service extends object>(service: Service, name: string, errors: ChainSourceErrors): Service {
  errors.watch(name);
  const record = (request: string, error: unknown) => {
    if (!(error instanceof ChainRejection)) errors.record(name, request, error);
  };
  return new Proxy(service, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]): unknown => {
        try {
          // Called on the service itself: its private fields are not on the proxy.
          const answer: unknown = Reflect.apply(value, target, args);
          if (answer instanceof Promise) {
            return answer.catch((error: unknown) => {
              record(property, error);
              throw error;
            });
          }
          return answer;
        } catch (error) {
          record(property, error);
          throw error;
        }
      };
    },
  });
}
