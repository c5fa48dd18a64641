import type { CategoryRules } from './compliance-rule';
export const FRAUD_EN: CategoryRules[] = [];
