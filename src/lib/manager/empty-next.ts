import type { MessageKey } from '../i18n/messages.ts';
import { fixedPaths } from '../paths/site.ts';
import { managerPath } from '../paths/account.ts';

// An empty management list says what to do next: a link to the public list (or the page) where
// such a record starts. One table, so every list's empty state is worded and linked alike.

/** The management lists that can be empty. */
export type EmptyListKind =
  | 'ticket'
  | 'visa'
  | 'flight'
  | 'application'
  | 'trip'
  | 'follow-exhibition'
  | 'follow-company'
  | 'follow-news'
  | 'follow-user'
  | 'follow-industry'
  | 'fans'
  | 'messages'
  | 'reminder'
  | 'visitor'
  | 'periodical'
  | 'visit-plan'
  | 'meeting';

/** The next step of an empty list: where to go and what the link says. */
export interface EmptyNextStep {
  href: string;
  labelKey: MessageKey;
}

const targets: Readonly<Record<EmptyListKind, string>> = {
  ticket: fixedPaths.exhibitions,
  visa: fixedPaths.visas,
  flight: fixedPaths.exhibitions,
  application: fixedPaths.exhibitions,
  trip: fixedPaths.exhibitions,
  'follow-exhibition': fixedPaths.exhibitions,
  'follow-company': fixedPaths.top100,
  'follow-news': fixedPaths.news,
  'follow-user': fixedPaths.news,
  'follow-industry': fixedPaths.exhibitions,
  fans: managerPath('news-my'),
  messages: fixedPaths.exhibitions,
  reminder: fixedPaths.exhibitions,
  visitor: managerPath('visitor-edit'),
  periodical: fixedPaths.periodicals,
  'visit-plan': fixedPaths.exhibitions,
  meeting: managerPath('visit-plan'),
};

/**
 * The next step an empty list offers.
 * @example emptyNextStep('ticket') // { href: '/exhibition/', labelKey: 'manager.empty.ticket' }
 */
export function emptyNextStep(kind: EmptyListKind): EmptyNextStep {
  return { href: targets[kind], labelKey: `manager.empty.${kind}` };
}
