// The demo accounts every dev and test database has. These are published fixtures for local
// logins, not secrets: the accounts exist only in seeded dev/test data.

/** Password of every demo account. */
export const demoPassword = 'Demo2024pass';

/** The editor account (role editor). */
export const demoEditor = {
  phone: '+8613900000000',
  email: 'editor@demo.expoportal.example',
  nickname: '内容编辑 Editor',
};

/** The gate staff account (role staff): the check-in scanner /checkin. User id demoMemberCount + 2. */
export const demoStaff = {
  phone: '+8613900000001',
  email: 'staff@demo.expoportal.example',
  nickname: '检票员 Gate staff',
};

/**
 * The demo exhibitor (role member, a company member of the first seeded fair exhibitor's company):
 * answers meeting requests and sees how many buyers planned to visit. User id demoMemberCount + 3.
 */
export const demoExhibitor = {
  phone: '+8613700000001',
  email: 'exhibitor@demo.expoportal.example',
  nickname: '展商 Exhibitor',
};

/** Member accounts: phone +86 138000000NN (E.164, as every phone is stored), e-mail demoNN@demo.expoportal.example. */
export function demoMember(n: number): { phone: string; email: string; nickname: string } {
  const nn = String(n).padStart(2, '0');
  return { phone: `+86138000000${nn}`, email: `demo${nn}@demo.expoportal.example`, nickname: `展友${nn}` };
}

/** How many demo members are seeded. */
export const demoMemberCount = 20;
