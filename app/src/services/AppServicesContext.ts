import { createContext, useContext } from 'react';
import type { AppServices } from './appServices';

export const AppServicesContext = createContext<AppServices | undefined>(undefined);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (services === undefined) throw new Error('useAppServices needs AppProviders above it.');
  return services;
}
