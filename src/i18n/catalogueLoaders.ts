import type { Messages } from './messages/en';
import type { Locale } from './locales';

export const CATALOGUE_LOADERS: Readonly<
  Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>>
> = {
  es: () => import('./messages/es'),
  fr: () => import('./messages/fr'),
  'zh-CN': () => import('./messages/zh-CN'),
  ar: () => import('./messages/ar'),
};
