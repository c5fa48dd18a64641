import { queryOptions } from '@tanstack/react-query';
import { healthSchema } from '@app/contracts/health';
import { apiGet } from './http';

export type { Health } from '@app/contracts/health';

export const healthQuery = () => queryOptions({ queryKey: ['health'], queryFn: () => apiGet('/api/health', healthSchema) });
