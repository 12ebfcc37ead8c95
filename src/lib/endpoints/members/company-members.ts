import type { ApiClient } from '../../api/client.ts';
import { companyMembersSchema, type CompanyMembers } from '../../contract/company-members.ts';

// The company members calls under /api/manager (the management centre's company members page).

/** My company and its members. */
export function listCompanyMembers(api: ApiClient): Promise<CompanyMembers> {
  return api.get('/api/manager/company-members', { schema: companyMembersSchema });
}

/** Adds the account registered with `phone` to my company; silent: the form says the refusal itself. */
export function addCompanyMember(api: ApiClient, phone: string): Promise<CompanyMembers> {
  return api.post('/api/manager/company-members', { phone }, { schema: companyMembersSchema, silent: true });
}

/** Takes a member off my company. */
export function removeCompanyMember(api: ApiClient, userId: number): Promise<CompanyMembers> {
  return api.request(`/api/manager/company-members/${String(userId)}`, {
    method: 'DELETE',
    schema: companyMembersSchema,
  });
}
