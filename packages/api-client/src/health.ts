import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';

export interface Health {
  status: 'ok';
  uptime: number;
}

export const healthQuery = () => queryOptions({ queryKey: ['health'], queryFn: () => apiGet<Health>('/api/health') });
