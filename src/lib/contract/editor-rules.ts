import type { MessageKey } from '../i18n/messages.ts';

// The rules of an edit that join two fields or more (an end after its start, a stay within the
// validity): one function each, which the create schemas run (so the console's form checks them
// with the schema, as it checks the rest) and the API's saves run again on the item as it will
// stand after a partial update (the stored row under the sent fields).

/** A broken rule: the field it is reported under and the message key. */
export interface RuleIssue {
  path: string;
  key: Extract<MessageKey, `apiMessage.validation.${string}`>;
}

/** An end date before its start (dates as YYYY-MM-DD compare as text). */
export function dateOrderIssues(item: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}): RuleIssue[] {
  const { startDate, endDate } = item;
  return startDate !== undefined && endDate !== undefined && endDate < startDate
    ? [{ path: 'endDate', key: 'apiMessage.validation.endBeforeStart' }]
    : [];
}

/** What the visa rules read of a product. */
export interface VisaRuleFields {
  validityDays?: number;
  stayDays?: number;
  fees?: readonly { code: string }[];
  documents?: readonly { code: string; applicantKind: string }[];
  refundDays?: number | null;
  refundLateFeePercent?: number | null;
}

const twice = (keys: readonly string[]) => new Set(keys).size !== keys.length;

/**
 * A visa product's rules between fields: a stay no longer than the visa is valid, each fee once
 * and each applicant kind's document once, a late-refund fee only with a refund deadline.
 */
export function visaRuleIssues(visa: VisaRuleFields): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (visa.stayDays !== undefined && visa.validityDays !== undefined && visa.stayDays > visa.validityDays)
    issues.push({ path: 'stayDays', key: 'apiMessage.validation.stayOverValidity' });
  if (visa.fees !== undefined && twice(visa.fees.map((fee) => fee.code)))
    issues.push({ path: 'fees', key: 'apiMessage.validation.codeTwice' });
  if (visa.documents !== undefined && twice(visa.documents.map((d) => `${d.applicantKind}/${d.code}`)))
    issues.push({ path: 'documents', key: 'apiMessage.validation.codeTwice' });
  if ((visa.refundDays ?? null) === null && (visa.refundLateFeePercent ?? null) !== null)
    issues.push({ path: 'refundLateFeePercent', key: 'apiMessage.validation.lateFeeWithoutDeadline' });
  return issues;
}
