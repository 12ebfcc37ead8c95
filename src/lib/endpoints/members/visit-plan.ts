import { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import {
  meetingSchema,
  myMeetingsSchema,
  type Meeting,
  type MeetingBody,
  type MyMeetings,
} from '../../contract/meeting.ts';
import {
  exhibitorDeskSchema,
  visitPlanSchema,
  visitPlansSchema,
  type ExhibitorDesk,
  type VisitPlan,
} from '../../contract/visit-plan.ts';

// The visit plan and meeting calls under /api/manager (the management centre's visit-plan and
// meetings pages, the plan buttons of the exhibitor directory, the visit plan's PDF).

/** My visit plans, soonest fair first. */
export function listVisitPlans(api: ApiClient): Promise<VisitPlan[]> {
  return api.get('/api/manager/visit-plan', { schema: visitPlansSchema });
}

/** Puts a company exhibiting at a fair on my plan; resolves to that fair's plan. */
export function addToVisitPlan(api: ApiClient, exhibitionId: number, companyId: number): Promise<VisitPlan> {
  return api.post('/api/manager/visit-plan', { exhibitionId, companyId }, { schema: visitPlanSchema });
}

/** Takes one planned visit off my plan. */
export async function removeFromVisitPlan(api: ApiClient, id: number): Promise<void> {
  await api.request(`/api/manager/visit-plan/${String(id)}`, { method: 'DELETE', schema: z.null() });
}

/** My company and the counts of buyers who planned to visit it. */
export function getExhibitorDesk(api: ApiClient): Promise<ExhibitorDesk> {
  return api.get('/api/manager/exhibitor', { schema: exhibitorDeskSchema });
}

/** The meetings I asked for and those asked of my company. */
export function listMeetings(api: ApiClient): Promise<MyMeetings> {
  return api.get('/api/manager/meetings', { schema: myMeetingsSchema });
}

/** Asks an exhibiting company for a meeting slot. */
export function requestMeeting(api: ApiClient, body: MeetingBody): Promise<Meeting> {
  return api.post('/api/manager/meetings', body, { schema: meetingSchema });
}

/** Accepts or declines a request made of my company. */
export function decideMeeting(api: ApiClient, id: number, decision: 'accept' | 'decline'): Promise<Meeting> {
  return api.post(`/api/manager/meetings/${String(id)}/decision`, { decision }, { schema: meetingSchema });
}

/** Withdraws my request or cancels my accepted meeting. */
export function cancelMeeting(api: ApiClient, id: number): Promise<Meeting> {
  return api.post(`/api/manager/meetings/${String(id)}/cancel`, {}, { schema: meetingSchema });
}
